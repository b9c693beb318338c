import Foundation
import Logging
import PostgresNIO

/// The shared ``BookStore``: one PostgreSQL database used by several `swiftlet serve` processes
/// (`--database postgres://USER:PASSWORD@HOST:PORT/DB`).
///
/// The schema is created and migrated when the server starts (or on first use, if that comes
/// first), under an advisory lock so that servers
/// starting together do not race, and versioned in `swiftlet_schema`. Chat messages and CLI
/// entries are appended under a transaction-level advisory lock, so their sequence numbers
/// commit in order; each append notifies `swiftlet_changes` with `chat:SEQ` or `cli:SEQ`, and
/// every server's ``run(onChange:)`` listens and re-reads the rows itself (so large messages and
/// bursts are safe). When the database cannot be reached an operation fails with
/// ``BookStoreUnavailable`` after at most ``operationTimeout``; the listener reconnects with
/// backoff and reports ``BookStoreChange/reconnected`` so readers replay what they missed.
final class PostgresBookStore: BookStore {
    /// The notification channel of appended rows.
    static let channel = "swiftlet_changes"
    /// How long an operation may wait for the database before it fails as unavailable.
    let operationTimeout: Duration

    private let client: PostgresClient
    private let logger: Logger
    private let schema = SchemaGate()
    /// The operations using the pool; ``run(onChange:)`` stops the pool once none is under way.
    private let operations = OperationGate()

    /// A store for the database at `url` (`postgres://` or `postgresql://`; `?sslmode=disable`,
    /// `prefer` (the default) or `require`). Connects lazily: nothing is contacted until
    /// ``run(onChange:)`` runs. Throws ``InvalidDatabaseURL`` for a malformed URL.
    init(url: String, operationTimeout: Duration = .seconds(3), logger: Logger) throws {
        self.operationTimeout = operationTimeout
        self.logger = logger
        client = PostgresClient(configuration: try Self.configuration(from: url), backgroundLogger: logger)
    }

    /// The client configuration a database URL describes.
    static func configuration(from url: String) throws -> PostgresClient.Configuration {
        guard let components = URLComponents(string: url),
            ["postgres", "postgresql"].contains(components.scheme ?? ""),
            let host = components.host, !host.isEmpty,
            let user = components.user, !user.isEmpty
        else { throw InvalidDatabaseURL(url: url) }
        let database = String(components.path.drop { $0 == "/" })
        let mode = components.queryItems?.first { $0.name == "sslmode" }?.value ?? "prefer"
        let tls: PostgresClient.Configuration.TLS
        switch mode {
        case "disable": tls = .disable
        case "prefer": tls = .prefer(.makeClientConfiguration())
        case "require": tls = .require(.makeClientConfiguration())
        default: throw InvalidDatabaseURL(url: url)
        }
        var configuration = PostgresClient.Configuration(
            host: host, port: components.port ?? 5432, username: user,
            password: components.password?.removingPercentEncoding,
            database: database.isEmpty ? nil : database, tls: tls)
        configuration.options.connectTimeout = .seconds(3)
        return configuration
    }

    // MARK: Running

    /// Runs the connection pool and the listener until cancelled. On cancellation the listener
    /// ends first, then new operations are refused (``BookStoreUnavailable``) and the ones under
    /// way finish on the still-running pool (for at most ``operationTimeout``), and only then is
    /// the pool stopped: a pool stopped under an operation closes its connection, and a query then
    /// sent on it is never answered, so that operation (and this method) would wait forever.
    func run(onChange: @escaping @Sendable (BookStoreChange) async -> Void) async {
        // Detached so that nothing but this method stops the pool: neither this task's
        // cancellation nor a graceful shutdown (which `PostgresClient.run()` also obeys) reaches it.
        let client = self.client
        let pool = Task.detached { await client.run() }
        await listen(onChange: onChange)
        await operations.close(waitingAtMost: operationTimeout)
        pool.cancel()
        await pool.value
    }

    /// Listens for appended rows until cancelled; after every (re)connection it reports
    /// `.reconnected` first, since notifications sent while it was away are lost.
    private func listen(onChange: @escaping @Sendable (BookStoreChange) async -> Void) async {
        var delay = Duration.milliseconds(100)
        while !Task.isCancelled {
            do {
                // The schema is created or migrated as soon as the database answers, not only
                // when the first request needs it.
                try await schema.ensureMigrated(client, logger: logger)
                try await client.withConnection { connection in
                    try await connection.listen(on: Self.channel) { notifications in
                        delay = .milliseconds(100)
                        await onChange(.reconnected)
                        for try await notification in notifications {
                            if let change = Self.change(from: notification.payload) {
                                await onChange(change)
                            }
                        }
                    }
                }
            } catch {
                if Task.isCancelled { return }
                logger.warning(
                    "Lost the database's notifications; reconnecting",
                    metadata: ["error": "\(String(reflecting: error))", "retryIn": "\(delay)"])
            }
            try? await Task.sleep(for: delay)
            delay = min(delay * 2, .seconds(5))
        }
    }

    /// The change a notification payload announces; nil for a payload this version does not know.
    static func change(from payload: String) -> BookStoreChange? {
        let parts = payload.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, let sequence = Int64(parts[1]) else { return nil }
        switch parts[0] {
        case "chat": return .chat(sequence)
        case "cli": return .cli(sequence)
        default: return nil
        }
    }

    // MARK: Chat messages

    func appendChat(_ message: ChatMessage) async throws -> Int64 {
        try await write { connection in
            try await Self.insertChat(message, on: connection, logger: self.logger)
        }
    }

    func appendBotReply(_ reply: ChatMessage, answering trigger: Int64) async throws -> Int64? {
        try await write { connection in
            try await Self.lock(.chat, on: connection, logger: self.logger)
            let newer =
                try await connection.rows(
                    """
                    SELECT EXISTS (SELECT 1 FROM chat_message WHERE seq > \(trigger) AND "user" IS NOT NULL
                    AND "user" <> \(BotReply.botName))
                    """, logger: self.logger
                ).decode(Bool.self).all().first ?? false
            return newer ? nil : try await Self.insertChat(reply, on: connection, logger: self.logger)
        }
    }

    private static func insertChat(_ message: ChatMessage, on connection: PostgresConnection, logger: Logger)
        async throws -> Int64
    {
        try await lock(.chat, on: connection, logger: logger)
        // Under the lock, a message with this id is either committed already (a retried write:
        // nothing is inserted and its sequence number is answered) or not stored at all.
        let inserted = try await connection.rows(
            """
            INSERT INTO chat_message (id, "user", message, date)
            VALUES (\(message.id.uuidString), \(message.user), \(message.message),
            \(message.date.timeIntervalSinceReferenceDate)) ON CONFLICT (id) DO NOTHING RETURNING seq
            """, logger: logger
        ).decode(Int64.self).all().first
        if let inserted {
            try await notify("chat:\(inserted)", on: connection, logger: logger)
            return inserted
        }
        let stored = try await connection.rows(
            "SELECT seq FROM chat_message WHERE id = \(message.id.uuidString)", logger: logger
        ).decode(Int64.self).all().first
        guard let stored else { throw BookStoreUnavailable(reason: "the message was neither stored nor found") }
        return stored
    }

    func chatMessages(after cursor: Int64, limit: Int) async throws -> [(seq: Int64, message: ChatMessage)] {
        try await read { client in
            try await client.rows(
                """
                SELECT seq, id, "user", message, date FROM chat_message WHERE seq > \(cursor) ORDER BY seq
                LIMIT \(Int64(max(0, limit)))
                """, logger: self.logger
            ).decode((Int64, String, String?, String, Double).self).all().map { row in
                (
                    seq: row.0,
                    message: ChatMessage(
                        id: UUID(uuidString: row.1) ?? UUID(), user: row.2, message: row.3,
                        date: Date(timeIntervalSinceReferenceDate: row.4))
                )
            }
        }
    }

    func chatCursor(keepingLast history: Int) async throws -> Int64 {
        try await cursor(table: "chat_message", keepingLast: history)
    }

    // MARK: CLI chat lines

    func appendCLILine(_ text: String) async throws -> Int64 {
        try await write { connection in
            try await Self.lock(.cli, on: connection, logger: self.logger)
            let inserted = try await connection.rows(
                "INSERT INTO cli_line (text) VALUES (\(text)) RETURNING seq", logger: self.logger
            ).decode(Int64.self).all().first
            guard let seq = inserted else { throw BookStoreUnavailable(reason: "the entry was not stored") }
            try await Self.notify("cli:\(seq)", on: connection, logger: self.logger)
            return seq
        }
    }

    func cliLines(after cursor: Int64, limit: Int) async throws -> [(seq: Int64, text: String)] {
        try await read { client in
            try await client.rows(
                "SELECT seq, text FROM cli_line WHERE seq > \(cursor) ORDER BY seq LIMIT \(Int64(max(0, limit)))",
                logger: self.logger
            ).decode((Int64, String).self).all().map { (seq: $0.0, text: $0.1) }
        }
    }

    func cliCursor(keepingLast history: Int) async throws -> Int64 {
        try await cursor(table: "cli_line", keepingLast: history)
    }

    private func cursor(table: String, keepingLast history: Int) async throws -> Int64 {
        try await read { client in
            try await client.rows(
                PostgresQuery(
                    unsafeSQL: "SELECT seq FROM \(table) ORDER BY seq DESC LIMIT 1 OFFSET $1",
                    binds: Self.binds(Int64(history))),
                logger: self.logger
            ).decode(Int64.self).all().first ?? 0
        }
    }

    // MARK: User activity

    func touch(user: String, at date: Date) async throws {
        try await write { connection in
            try await connection.rows(
                """
                INSERT INTO user_activity ("user", last_active) VALUES (\(user), \(date.timeIntervalSinceReferenceDate))
                ON CONFLICT ("user") DO UPDATE SET last_active = GREATEST(user_activity.last_active, excluded.last_active)
                """, logger: self.logger)
        }
    }

    func activeUserCount(since date: Date) async throws -> Int {
        try await read { client in
            let count =
                try await client.rows(
                    "SELECT COUNT(*) FROM user_activity WHERE last_active >= \(date.timeIntervalSinceReferenceDate)",
                    logger: self.logger
                ).decode(Int64.self).all().first ?? 0
            return Int(count)
        }
    }

    func pruneUserActivity(before date: Date, keepingAtMost maximum: Int) async throws {
        try await write { connection in
            try await connection.rows(
                "DELETE FROM user_activity WHERE last_active < \(date.timeIntervalSinceReferenceDate)",
                logger: self.logger)
            try await connection.rows(
                """
                DELETE FROM user_activity WHERE "user" IN
                (SELECT "user" FROM user_activity ORDER BY last_active DESC OFFSET \(Int64(max(0, maximum))))
                """, logger: self.logger)
        }
    }

    // MARK: Saved space photos

    func saveSpacePhoto(_ id: String) async throws {
        try await write { connection in
            try await connection.rows(
                "INSERT INTO saved_space_photo (photo_id) VALUES (\(id)) ON CONFLICT (photo_id) DO NOTHING",
                logger: self.logger)
        }
    }

    func savedSpacePhotos() async throws -> [String] {
        try await read { client in
            try await client.rows("SELECT photo_id FROM saved_space_photo ORDER BY seq", logger: self.logger)
                .decode(String.self).all()
        }
    }

    // MARK: Auth tokens

    func storeTokens(user: String, access: IssuedToken, refresh: IssuedToken, now: Date) async throws {
        try await write { connection in
            try await Self.insertTokens(
                user: user, access: access, refresh: refresh, now: now, on: connection, self.logger)
        }
    }

    func rotateRefreshToken(_ old: String, access: IssuedToken, refresh: IssuedToken, now: Date) async throws
        -> String?
    {
        try await write { connection in
            let key = BookDatabase.storedKey(old)
            guard
                let (user, expiry) = try await connection.rows(
                    """
                    DELETE FROM auth_token WHERE token = \(key) AND kind = \(TokenKind.refresh.rawValue)
                    RETURNING "user", expiry
                    """, logger: self.logger
                ).decode((String, Double).self).all().first,
                expiry > now.timeIntervalSinceReferenceDate
            else { return nil }
            try await Self.insertTokens(
                user: user, access: access, refresh: refresh, now: now, on: connection, self.logger)
            return user
        }
    }

    func tokenUser(_ token: String, kind: TokenKind, now: Date) async throws -> String? {
        try await read { client in
            try await client.rows(
                """
                SELECT "user" FROM auth_token WHERE token = \(BookDatabase.storedKey(token))
                AND kind = \(kind.rawValue) AND expiry > \(now.timeIntervalSinceReferenceDate)
                """, logger: self.logger
            ).decode(String.self).all().first
        }
    }

    func revokeTokens(kind: TokenKind?) async throws {
        try await write { connection in
            if let kind {
                try await connection.rows("DELETE FROM auth_token WHERE kind = \(kind.rawValue)", logger: self.logger)
            } else {
                try await connection.rows("DELETE FROM auth_token", logger: self.logger)
            }
        }
    }

    private static func insertTokens(
        user: String, access: IssuedToken, refresh: IssuedToken, now: Date, on connection: PostgresConnection,
        _ logger: Logger
    ) async throws {
        try await connection.rows(
            "DELETE FROM auth_token WHERE expiry <= \(now.timeIntervalSinceReferenceDate)", logger: logger)
        for (token, kind, expiry) in [
            (access.token, TokenKind.access, access.expiry), (refresh.token, TokenKind.refresh, refresh.expiry),
        ] {
            try await connection.rows(
                """
                INSERT INTO auth_token (token, kind, "user", expiry)
                VALUES (\(BookDatabase.storedKey(token)), \(kind.rawValue), \(user), \(expiry.timeIntervalSinceReferenceDate))
                """, logger: logger)
        }
    }

    // MARK: Plumbing

    /// The transaction-level advisory locks that keep appends to one log in commit order.
    private enum AppendLock: Int64 {
        case chat = 0x5377_6C74_0001
        case cli = 0x5377_6C74_0002
    }

    private static func lock(_ lock: AppendLock, on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.rows("SELECT pg_advisory_xact_lock(\(lock.rawValue))", logger: logger)
    }

    private static func notify(_ payload: String, on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.rows("SELECT pg_notify(\(channel), \(payload))", logger: logger)
    }

    private static func binds(_ value: Int64) -> PostgresBindings {
        var binds = PostgresBindings()
        binds.append(value)
        return binds
    }

    /// Runs `body` in one transaction on a migrated database, within ``operationTimeout``.
    @discardableResult
    private func write<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws
        -> T
    {
        try await available {
            try await self.schema.ensureMigrated(self.client, logger: self.logger)
            return try await self.client.withTransaction(logger: self.logger) { connection in
                try await body(connection)
            }
        }
    }

    /// Runs `body` on a migrated database, within ``operationTimeout``.
    private func read<T: Sendable>(_ body: @escaping @Sendable (PostgresClient) async throws -> T) async throws -> T {
        try await available {
            try await self.schema.ensureMigrated(self.client, logger: self.logger)
            return try await body(self.client)
        }
    }

    /// Runs `operation`, turning a lost connection or no answer within ``operationTimeout`` into
    /// ``BookStoreUnavailable``; an error the database itself reports (a failed statement) is
    /// passed on as it is. Once ``run(onChange:)`` is stopping, it refuses at once with
    /// ``BookStoreUnavailable``, so no operation starts on a pool about to stop.
    private func available<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let timeout = operationTimeout
        guard operations.enter() else { throw BookStoreUnavailable(reason: "the store is shutting down") }
        defer { operations.leave() }
        do {
            return try await withThrowingTaskGroup(of: T?.self) { group in
                group.addTask { try await operation() }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let value = first else {
                    throw BookStoreUnavailable(reason: "no answer within \(timeout)")
                }
                return value
            }
        } catch let error as PSQLError where error.code == .server {
            throw error
        } catch let error as BookStoreUnavailable {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw BookStoreUnavailable(reason: String(reflecting: error))
        }
    }
}

/// A `--database` value that is not a usable PostgreSQL URL. Its description leaves the value
/// out, since it may hold a password.
struct InvalidDatabaseURL: Error, CustomStringConvertible {
    let url: String

    var description: String {
        "The database URL is not a PostgreSQL URL; expected postgres://USER:PASSWORD@HOST:PORT/DB"
            + " (optionally ?sslmode=disable|prefer|require)"
    }
}

extension PostgresConnection {
    /// Runs `query` (its interpolations become bound parameters) and returns its rows.
    @discardableResult
    func rows(_ query: PostgresQuery, logger: Logger) async throws -> PostgresRowSequence {
        try await self.query(query, logger: logger)
    }
}

extension PostgresClient {
    /// Runs `query` on a pooled connection (its interpolations become bound parameters).
    @discardableResult
    func rows(_ query: PostgresQuery, logger: Logger) async throws -> PostgresRowSequence {
        try await self.query(query, logger: logger)
    }
}

extension AsyncSequence {
    /// Every element, in order.
    func all() async throws -> [Element] {
        var elements: [Element] = []
        for try await element in self {
            elements.append(element)
        }
        return elements
    }
}
