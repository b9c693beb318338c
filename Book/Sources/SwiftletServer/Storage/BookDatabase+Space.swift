import GRDB

extension BookDatabase {
    /// Creates the table of saved space photos (migration `spaceSaved`).
    static func registerSpaceMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("spaceSaved") { db in
            try db.create(table: "savedSpacePhoto") { table in
                table.autoIncrementedPrimaryKey("seq")
                table.column("photoID", .text).notNull().unique(onConflict: .ignore)
            }
        }
    }

    func saveSpacePhoto(_ id: String) async throws {
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO savedSpacePhoto (photoID) VALUES (?)", arguments: [id])
        }
    }

    func savedSpacePhotos() async throws -> [String] {
        try await queue.read { db in
            try String.fetchAll(db, sql: "SELECT photoID FROM savedSpacePhoto ORDER BY seq")
        }
    }
}
