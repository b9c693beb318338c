import Foundation

/// The plain-text chat of `/cli/chat` and `/cli/say` (the Clipper client), persisted in the
/// server's ``BookStore`` (shared by every server on a shared store). Separate from the JSON chat
/// room.
actor CLIChatLog {
    /// Entries of history a newcomer receives.
    static let newcomerHistory = 3

    private let database: any BookStore
    private let recent: RecentRows<String>

    /// A log over `database`; news of entries rings `bell`.
    init(database: any BookStore, bell: StreamBell? = nil) {
        self.database = database
        self.recent = RecentRows(
            capacity: ChatRoom.recentCapacity, bell: bell,
            fetchAfter: { cursor in
                try await database.cliLines(after: cursor, limit: ChatRoom.recentCapacity).map {
                    (seq: $0.seq, row: $0.text)
                }
            },
            cursorKeepingLast: { count in try await database.cliCursor(keepingLast: count) })
    }

    /// The cursor a newcomer starts from: they receive the last ``newcomerHistory`` entries.
    func newcomerCursor() async throws -> Int64 {
        try await database.cliCursor(keepingLast: Self.newcomerHistory)
    }

    /// Appends one entry verbatim.
    func append(_ entry: String) async throws {
        let sequence = try await database.appendCLILine(entry)
        await recent.noteExists(sequence)
    }

    /// Takes note of a change in a shared store (see ``ChatRoom/storeChanged(_:)``).
    func storeChanged(_ change: BookStoreChange) async {
        switch change {
        case .cli(let sequence): await recent.noteExists(sequence)
        case .reconnected: await recent.markStale()
        case .chat: break
        }
    }

    /// Entries newer than `cursor`, oldest first, and the cursor to use next time.
    func entries(after cursor: Int64) async throws -> (entries: [String], cursor: Int64) {
        let (rows, next) = await recent.rows(after: cursor)
        return (rows, next)
    }
}
