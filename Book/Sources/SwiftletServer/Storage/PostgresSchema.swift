import Logging
import PostgresNIO

/// The PostgreSQL schema of ``PostgresBookStore``: the same logical tables as the SQLite store,
/// as numbered migrations recorded in `swiftlet_schema`.
enum PostgresSchema {
    /// Each migration's name and statements, in order; a released migration never changes.
    static let migrations: [(name: String, statements: [String])] = [
        (
            "v1",
            [
                """
                CREATE TABLE chat_message (seq BIGSERIAL PRIMARY KEY, id TEXT NOT NULL, "user" TEXT,
                message TEXT NOT NULL, date DOUBLE PRECISION NOT NULL)
                """,
                "CREATE TABLE cli_line (seq BIGSERIAL PRIMARY KEY, text TEXT NOT NULL)",
                """
                CREATE TABLE user_activity ("user" TEXT PRIMARY KEY, last_active DOUBLE PRECISION NOT NULL)
                """,
            ]
        ),
        (
            "spaceSaved",
            ["CREATE TABLE saved_space_photo (seq BIGSERIAL PRIMARY KEY, photo_id TEXT NOT NULL UNIQUE)"]
        ),
        (
            // Tokens are stored as SHA-256 digests from the start (see BookDatabase+Auth).
            "authTokens",
            [
                """
                CREATE TABLE auth_token (token TEXT PRIMARY KEY, kind TEXT NOT NULL, "user" TEXT NOT NULL,
                expiry DOUBLE PRECISION NOT NULL)
                """,
                "CREATE INDEX auth_token_expiry ON auth_token (expiry)",
            ]
        ),
        (
            // A chat message is stored once per id, so a write retried after a lost answer changes
            // nothing; the first copy of an id stored twice before this migration is kept.
            "chatMessageUniqueIdAndActivityIndex",
            [
                "DELETE FROM chat_message a USING chat_message b WHERE a.id = b.id AND a.seq > b.seq",
                "CREATE UNIQUE INDEX chat_message_id ON chat_message (id)",
                "CREATE INDEX user_activity_last_active ON user_activity (last_active)",
            ]
        ),
    ]

    /// The session-level advisory lock held while migrating, so servers starting together apply
    /// each migration once.
    static let migrationLock: Int64 = 0x5377_6C74_0000

    /// Applies the migrations `connection`'s database lacks, each in its own transaction.
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        try await connection.rows("SELECT pg_advisory_lock(\(migrationLock))", logger: logger)
        do {
            try await connection.rows(
                "CREATE TABLE IF NOT EXISTS swiftlet_schema (version TEXT PRIMARY KEY, applied_at TIMESTAMPTZ DEFAULT now())",
                logger: logger)
            let applied = Set(
                try await connection.rows("SELECT version FROM swiftlet_schema", logger: logger)
                    .decode(String.self).all())
            for migration in migrations where !applied.contains(migration.name) {
                try await connection.withTransaction(logger: logger) { connection in
                    for statement in migration.statements {
                        try await connection.rows(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                    try await connection.rows(
                        "INSERT INTO swiftlet_schema (version) VALUES (\(migration.name))", logger: logger)
                }
                logger.info("Applied database migration", metadata: ["migration": "\(migration.name)"])
            }
        } catch {
            _ = try? await connection.rows("SELECT pg_advisory_unlock(\(migrationLock))", logger: logger)
            throw error
        }
        try await connection.rows("SELECT pg_advisory_unlock(\(migrationLock))", logger: logger)
    }
}

/// Migrates the database once per process, on first use; a failed attempt is retried by the next
/// operation.
///
/// The migration runs in the calling operation's own task, so it stays cancellable (an operation
/// that gives up on an unreachable database stops waiting at once). Operations that start
/// together may each migrate; the migration lock and the version table make that harmless.
actor SchemaGate {
    private var migrated = false

    /// Returns once the schema is current, migrating it first if no operation has yet.
    func ensureMigrated(_ client: PostgresClient, logger: Logger) async throws {
        if migrated { return }
        try await client.withConnection { connection in
            try await PostgresSchema.migrate(connection, logger: logger)
        }
        migrated = true
    }
}
