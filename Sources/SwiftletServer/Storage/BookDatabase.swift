import Foundation
import GRDB

/// The server's SQLite database: chat messages, CLI chat lines, user activity, saved space photos
/// and auth tokens.
///
/// Lives at `<data directory>/swiftlet.sqlite` (or in memory when no directory is given) and is
/// migrated on open. A file database runs in WAL mode with `synchronous = FULL`. All methods are safe to call from any task; writes are serialised by GRDB.
final class BookDatabase: Sendable {
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
        return migrator
    }

    // MARK: Chat messages

    /// Appends `message`; returns its sequence number (increasing, starting at 1).
    func appendChat(_ message: ChatMessage) async throws -> Int64 {
        try await queue.write { db in
            try db.execute(
                sql: "INSERT INTO chatMessage (id, user, message, date) VALUES (?, ?, ?, ?)",
                arguments: [
                    message.id.uuidString, message.user, message.message,
                    message.date.timeIntervalSinceReferenceDate,
                ]
            )
            return db.lastInsertedRowID
        }
    }

    /// Messages with a sequence number above `cursor`, oldest first.
    func chatMessages(after cursor: Int64) async throws -> [(seq: Int64, message: ChatMessage)] {
        try await queue.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT seq, id, user, message, date FROM chatMessage WHERE seq > ? ORDER BY seq",
                arguments: [cursor]
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

    /// The sequence number after which the last `history` messages start (0 when there are fewer).
    func chatCursor(keepingLast history: Int) async throws -> Int64 {
        try await queue.read { db in
            try Int64.fetchOne(
                db,
                sql: "SELECT seq FROM chatMessage ORDER BY seq DESC LIMIT 1 OFFSET ?",
                arguments: [history]
            ) ?? 0
        }
    }

    /// The sequence number of the newest message, 0 when there is none.
    func lastChatSequence() throws -> Int64 {
        try queue.read { db in try Int64.fetchOne(db, sql: "SELECT MAX(seq) FROM chatMessage") ?? 0 }
    }

    // MARK: CLI chat lines

    /// Appends one CLI chat entry; returns its sequence number.
    func appendCLILine(_ text: String) async throws -> Int64 {
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO cliLine (text) VALUES (?)", arguments: [text])
            return db.lastInsertedRowID
        }
    }

    /// CLI entries with a sequence number above `cursor`, oldest first.
    func cliLines(after cursor: Int64) async throws -> [(seq: Int64, text: String)] {
        try await queue.read { db in
            try Row.fetchAll(db, sql: "SELECT seq, text FROM cliLine WHERE seq > ? ORDER BY seq", arguments: [cursor])
                .map { (seq: $0["seq"], text: $0["text"]) }
        }
    }

    /// The sequence number after which the last `history` CLI entries start.
    func cliCursor(keepingLast history: Int) async throws -> Int64 {
        try await queue.read { db in
            try Int64.fetchOne(
                db,
                sql: "SELECT seq FROM cliLine ORDER BY seq DESC LIMIT 1 OFFSET ?",
                arguments: [history]
            ) ?? 0
        }
    }

    /// The sequence number of the newest CLI entry, 0 when there is none.
    func lastCLISequence() throws -> Int64 {
        try queue.read { db in try Int64.fetchOne(db, sql: "SELECT MAX(seq) FROM cliLine") ?? 0 }
    }

    // MARK: User activity

    /// Records that `user` was active at `date`.
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

    /// The number of distinct users active at or after `date`.
    func activeUserCount(since date: Date) async throws -> Int {
        try await queue.read { db in
            try Int.fetchOne(
                db,
                sql: "SELECT COUNT(*) FROM userActivity WHERE lastActive >= ?",
                arguments: [date.timeIntervalSinceReferenceDate]
            ) ?? 0
        }
    }
}
