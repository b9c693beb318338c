import Foundation
import GRDB

/// The server's embedded SQLite store (the default ``BookStore``): chat messages, CLI chat lines,
/// user activity, saved space photos and auth tokens, for one server process.
///
/// Lives at `<data directory>/swiftlet.sqlite` (or in memory when no directory is given) and is
/// migrated on open. A file database runs in WAL mode with `synchronous = FULL`. All methods are safe to call from any task; writes are serialised by GRDB.
final class BookDatabase: BookStore {
    /// The connection; feature extensions (for example `BookDatabase+Space`) read and write through it.
    let queue: DatabaseQueue

    /// Opens (creating if needed) the database in `directory`, or an in-memory one for `nil`.
    /// Throws when the directory cannot be created or the file is not a usable database.
    init(directory: URL?) throws {
        if let directory {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            // Durability: every write the server acknowledges (a chat `OK`, an issued token, a
            // saved photo) is committed before the answer, and with `synchronous = FULL` in WAL
            // mode each commit is fsynced to the write-ahead log first, so it survives `kill -9`
            // (and a power cut). See docs/server.md, "Durability".
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA synchronous = FULL")
            }
            queue = try DatabaseQueue(
                path: directory.appendingPathComponent("swiftlet.sqlite").path, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
        } else {
            queue = try DatabaseQueue()
        }
        try Self.migrator.migrate(queue)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "chatMessage") { table in
                table.autoIncrementedPrimaryKey("seq")
                table.column("id", .text).notNull()
                table.column("user", .text)
                table.column("message", .text).notNull()
                table.column("date", .double).notNull()
            }
            try db.create(table: "cliLine") { table in
                table.autoIncrementedPrimaryKey("seq")
                table.column("text", .text).notNull()
            }
            try db.create(table: "userActivity") { table in
                table.primaryKey("user", .text)
                table.column("lastActive", .double).notNull()
            }
        }
        registerSpaceMigration(in: &migrator)
        registerAuthMigration(in: &migrator)
        migrator.registerMigration("chatMessageUniqueIdAndActivityIndex") { db in
            // A chat message is stored once per id (a retried write changes nothing): keep the
            // first copy of any id stored twice before the constraint existed.
            try db.execute(
                sql: "DELETE FROM chatMessage WHERE seq NOT IN (SELECT MIN(seq) FROM chatMessage GROUP BY id)")
            try db.execute(sql: "CREATE UNIQUE INDEX chatMessage_id ON chatMessage (id)")
            try db.execute(sql: "CREATE INDEX userActivity_lastActive ON userActivity (lastActive)")
        }
        return migrator
    }

    // MARK: Chat messages

    func appendChat(_ message: ChatMessage) async throws -> Int64 {
        try await queue.write { db in try Self.insertChat(db, message) }
    }

    func appendBotReply(_ reply: ChatMessage, answering trigger: Int64) async throws -> Int64? {
        try await queue.write { db in
            let newerUserMessage =
                try Bool.fetchOne(
                    db,
                    sql: "SELECT EXISTS (SELECT 1 FROM chatMessage WHERE seq > ? AND user IS NOT NULL AND user <> ?)",
                    arguments: [trigger, BotReply.botName]) ?? false
            return newerUserMessage ? nil : try Self.insertChat(db, reply)
        }
    }

    private static func insertChat(_ db: Database, _ message: ChatMessage) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO chatMessage (id, user, message, date) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
            arguments: [
                message.id.uuidString, message.user, message.message,
                message.date.timeIntervalSinceReferenceDate,
            ]
        )
        if db.changesCount > 0 { return db.lastInsertedRowID }
        return try Int64.fetchOne(
            db, sql: "SELECT seq FROM chatMessage WHERE id = ?", arguments: [message.id.uuidString]) ?? 0
    }

    func chatMessages(after cursor: Int64, limit: Int) async throws -> [(seq: Int64, message: ChatMessage)] {
        try await queue.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT seq, id, user, message, date FROM chatMessage WHERE seq > ? ORDER BY seq LIMIT ?",
                arguments: [cursor, max(0, limit)]
            ).map { row in
                let id: String = row["id"]
                let date: Double = row["date"]
                return (
                    seq: row["seq"],
                    message: ChatMessage(
                        id: UUID(uuidString: id) ?? UUID(),
                        user: row["user"],
                        message: row["message"],
                        date: Date(timeIntervalSinceReferenceDate: date)
                    )
                )
            }
        }
    }

    func chatCursor(keepingLast history: Int) async throws -> Int64 {
        try await queue.read { db in
            try Int64.fetchOne(
                db,
                sql: "SELECT seq FROM chatMessage ORDER BY seq DESC LIMIT 1 OFFSET ?",
                arguments: [history]
            ) ?? 0
        }
    }

    // MARK: CLI chat lines

    func appendCLILine(_ text: String) async throws -> Int64 {
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO cliLine (text) VALUES (?)", arguments: [text])
            return db.lastInsertedRowID
        }
    }

    func cliLines(after cursor: Int64, limit: Int) async throws -> [(seq: Int64, text: String)] {
        try await queue.read { db in
            try Row.fetchAll(
                db, sql: "SELECT seq, text FROM cliLine WHERE seq > ? ORDER BY seq LIMIT ?",
                arguments: [cursor, max(0, limit)]
            )
            .map { (seq: $0["seq"], text: $0["text"]) }
        }
    }

    func cliCursor(keepingLast history: Int) async throws -> Int64 {
        try await queue.read { db in
            try Int64.fetchOne(
                db,
                sql: "SELECT seq FROM cliLine ORDER BY seq DESC LIMIT 1 OFFSET ?",
                arguments: [history]
            ) ?? 0
        }
    }

    /// Returns at once: only this process writes the file, and it learns of its own writes.
    func run(onChange: @escaping @Sendable (BookStoreChange) async -> Void) async {}

    // MARK: User activity

    func touch(user: String, at date: Date) async throws {
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO userActivity (user, lastActive) VALUES (?, ?)
                    ON CONFLICT(user) DO UPDATE SET lastActive = excluded.lastActive
                    """,
                arguments: [user, date.timeIntervalSinceReferenceDate]
            )
        }
    }

    func activeUserCount(since date: Date) async throws -> Int {
        try await queue.read { db in
            try Int.fetchOne(
                db,
                sql: "SELECT COUNT(*) FROM userActivity WHERE lastActive >= ?",
                arguments: [date.timeIntervalSinceReferenceDate]
            ) ?? 0
        }
    }

    func pruneUserActivity(before date: Date, keepingAtMost maximum: Int) async throws {
        try await queue.write { db in
            try db.execute(
                sql: "DELETE FROM userActivity WHERE lastActive < ?", arguments: [date.timeIntervalSinceReferenceDate])
            try db.execute(
                sql: """
                    DELETE FROM userActivity WHERE user IN
                    (SELECT user FROM userActivity ORDER BY lastActive DESC LIMIT -1 OFFSET ?)
                    """,
                arguments: [max(0, maximum)])
        }
    }
}
