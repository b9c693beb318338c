import Foundation

/// The plain-text chat of `/cli/chat` and `/cli/say` (the Clipper client), persisted in
/// ``BookDatabase``. Separate from the JSON chat room.
actor CLIChatLog {
    /// Entries of history a newcomer receives.
    static let newcomerHistory = 3

    private let database: BookDatabase
    private var lastSequence: Int64

    /// A log over `database`.
    init(database: BookDatabase) throws {
        self.database = database
        self.lastSequence = try database.lastCLISequence()
    }

    /// The cursor a newcomer starts from: they receive the last ``newcomerHistory`` entries.
    func newcomerCursor() async throws -> Int64 {
        try await database.cliCursor(keepingLast: Self.newcomerHistory)
    }

    /// Appends one entry verbatim.
    func append(_ entry: String) async throws {
        let sequence = try await database.appendCLILine(entry)
        lastSequence = max(lastSequence, sequence)
    }

    /// Entries newer than `cursor`, oldest first, and the cursor to use next time.
    func entries(after cursor: Int64) async throws -> (entries: [String], cursor: Int64) {
        guard cursor < lastSequence else { return ([], cursor) }
        let rows = try await database.cliLines(after: cursor)
        return (rows.map(\.text), rows.last?.seq ?? cursor)
    }
}
