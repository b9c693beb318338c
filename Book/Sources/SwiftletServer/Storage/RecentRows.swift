/// The newest rows of one append-only log of a ``BookStore`` (chat messages or CLI entries), kept
/// in memory so that every stream reading the same new rows costs one database read between them.
///
/// The log learns that rows exist from its owner (``noteExists(_:)`` after a local append or a
/// notification from another server, ``markStale()`` after a reconnection) and fetches them on the
/// next read, one fetch at a time, a page (``capacity`` rows) per fetch: after a full page the log
/// counts itself stale, so the next read continues. Reads older than the cached window go to the
/// database, a page at a time too (the reader continues from the page's last row). Rows
/// are never skipped: sequence numbers increase in commit order, so "everything after N" read
/// now contains every row a later read would place before the newest one.
actor RecentRows<Row: Sendable> {
    /// Reads the rows after a sequence number, oldest first: at most one page (the log's capacity);
    /// a full page means more may follow.
    typealias Fetch = @Sendable (Int64) async throws -> [(seq: Int64, row: Row)]

    private let capacity: Int
    private let bell: StreamBell?
    private let fetchAfter: Fetch
    private let cursorKeepingLast: @Sendable (Int) async throws -> Int64
    /// The cached rows, contiguous and oldest first; they end at `fetched`.
    private var rows: [(seq: Int64, row: Row)] = []
    /// The newest sequence number read from the store; nil before the first read.
    private var fetched: Int64?
    /// The newest sequence number known to exist.
    private var known: Int64 = 0
    /// Set after a reconnection: rows may exist that no notification announced.
    private var stale = false
    private var running: Task<Void, any Error>?

    /// A cache of at most `capacity` rows over `fetchAfter`; `cursorKeepingLast(n)` answers the
    /// sequence number after which the last `n` rows start (for the first read). News of rows is
    /// announced on `bell`, which wakes the streams.
    init(
        capacity: Int, bell: StreamBell?, fetchAfter: @escaping Fetch,
        cursorKeepingLast: @escaping @Sendable (Int) async throws -> Int64
    ) {
        self.capacity = capacity
        self.bell = bell
        self.fetchAfter = fetchAfter
        self.cursorKeepingLast = cursorKeepingLast
    }

    /// Records that rows up to `seq` exist; the next read fetches them.
    func noteExists(_ seq: Int64) {
        known = max(known, seq)
        bell?.announce()
    }

    /// Records that rows may have been added unannounced; the next read fetches what is new.
    func markStale() {
        stale = true
        bell?.announce()
    }

    /// Rows newer than `cursor`, oldest first, and the cursor to use next time.
    ///
    /// When the store cannot be read (a database restarting), it answers what it already holds
    /// and keeps the pending fetch for the next call, so a stream stays open and catches up later
    /// instead of ending.
    func rows(after cursor: Int64) async -> (rows: [Row], cursor: Int64) {
        if fetched == nil || stale || known > (fetched ?? 0) {
            do {
                try await refresh()
            } catch {
                guard fetched != nil else { return ([], cursor) }
            }
        }
        let newest = fetched ?? 0
        guard cursor < newest else { return ([], cursor) }
        if let first = rows.first, cursor >= first.seq - 1 {
            let start = rows.firstIndex { $0.seq > cursor } ?? rows.endIndex
            let slice = rows[start...]
            return (slice.map(\.row), slice.last?.seq ?? cursor)
        }
        guard let older = try? await fetchAfter(cursor) else { return ([], cursor) }
        return (older.map(\.row), older.last?.seq ?? cursor)
    }

    /// The cancellation of the fetch in flight, for the owner's shutdown.
    func close() {
        running?.cancel()
    }

    /// Fetches the rows after `fetched`, or joins the fetch already running.
    private func refresh() async throws {
        if let running {
            try await running.value
            return
        }
        let task = Task { try await self.fetchNewRows() }
        running = task
        defer { running = nil }
        try await task.value
    }

    private func fetchNewRows() async throws {
        let wasStale = stale
        let knownBefore = known
        stale = false
        let start: Int64
        if let fetched {
            start = fetched
        } else {
            start = try await cursorKeepingLast(capacity)
        }
        let new: [(seq: Int64, row: Row)]
        do {
            new = try await fetchAfter(start)
        } catch {
            stale = stale || wasStale
            throw error
        }
        if new.count >= capacity {
            // A full page: more rows may follow; the next read fetches them.
            stale = true
            bell?.announce()
        }
        let base = fetched ?? start
        let appended = new.filter { $0.seq > base }
        rows.append(contentsOf: appended)
        if rows.count > capacity {
            rows.removeFirst(rows.count - capacity)
        }
        let newest = max(base, appended.last?.seq ?? base)
        fetched = newest
        // Everything that existed when the read began has been read; a newer note stays pending.
        known = known == knownBefore ? newest : max(known, newest)
    }
}
