import Foundation
import GRDB

extension BookDatabase {
    /// Creates the table of issued tokens (migration `authTokens`), then keeps only their SHA-256
    /// digests (`authTokensHashed`): a copy of the database file does not hand out live tokens.
    static func registerAuthMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("authTokens") { db in
            try db.create(table: "authToken") { table in
                table.primaryKey("token", .text)
                table.column("kind", .text).notNull()
                table.column("user", .text).notNull()
                table.column("expiry", .double).notNull().indexed()
            }
        }
        migrator.registerMigration("authTokensHashed") { db in
            for token in try String.fetchAll(db, sql: "SELECT token FROM authToken") {
                try db.execute(
                    sql: "UPDATE authToken SET token = ? WHERE token = ?", arguments: [storedKey(token), token])
            }
        }
    }

    /// What the table stores for `token`: its SHA-256 digest in hex.
    static func storedKey(_ token: String) -> String {
        ContentDigest.sha256Hex(of: Array(token.utf8))
    }

    func storeTokens(
        user: String, access: IssuedToken, refresh: IssuedToken, now: Date
    ) async throws {
        try await queue.write { db in
            try Self.insertTokens(db, user: user, access: access, refresh: refresh, now: now)
        }
    }

    func rotateRefreshToken(
        _ old: String, access: IssuedToken, refresh: IssuedToken, now: Date
    ) async throws -> String? {
        try await queue.write { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT user, expiry FROM authToken WHERE token = ? AND kind = ?",
                    arguments: [Self.storedKey(old), TokenKind.refresh.rawValue])
            else { return nil }
            try db.execute(sql: "DELETE FROM authToken WHERE token = ?", arguments: [Self.storedKey(old)])
            let expiry: Double = row["expiry"]
            guard expiry > now.timeIntervalSinceReferenceDate else { return nil }
            let user: String = row["user"]
            try Self.insertTokens(db, user: user, access: access, refresh: refresh, now: now)
            return user
        }
    }

    func tokenUser(_ token: String, kind: TokenKind, now: Date) async throws -> String? {
        try await queue.read { db in
            try String.fetchOne(
                db, sql: "SELECT user FROM authToken WHERE token = ? AND kind = ? AND expiry > ?",
                arguments: [Self.storedKey(token), kind.rawValue, now.timeIntervalSinceReferenceDate])
        }
    }

    func revokeTokens(kind: TokenKind?) async throws {
        try await queue.write { db in
            if let kind {
                try db.execute(sql: "DELETE FROM authToken WHERE kind = ?", arguments: [kind.rawValue])
            } else {
                try db.execute(sql: "DELETE FROM authToken")
            }
        }
    }

    private static func insertTokens(
        _ db: Database, user: String, access: IssuedToken, refresh: IssuedToken, now: Date
    ) throws {
        try db.execute(
            sql: "DELETE FROM authToken WHERE expiry <= ?", arguments: [now.timeIntervalSinceReferenceDate])
        for (token, kind, expiry) in [
            (access.token, TokenKind.access, access.expiry), (refresh.token, TokenKind.refresh, refresh.expiry),
        ] {
            try db.execute(
                sql: "INSERT INTO authToken (token, kind, user, expiry) VALUES (?, ?, ?, ?)",
                arguments: [storedKey(token), kind.rawValue, user, expiry.timeIntervalSinceReferenceDate])
        }
    }
}
