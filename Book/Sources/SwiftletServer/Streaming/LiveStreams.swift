/// Counts the streaming responses that are currently open.
///
/// A stream registers when its body starts writing and unregisters when it ends for any reason:
/// the client left (a write failed), the server is shutting down, or the stream finished. Tests
/// and benchmarks read ``count`` to prove that nothing outlives its connection.
public actor LiveStreams {
    private var openTickets: Set<Int> = []
    private var nextID = 0
    private var total = 0

    /// The streams open per client, for the per-client cap (``ConnectionLimits/maxStreamsPerClient``).
    nonisolated let perClient = ClientStreamQuota()

    /// Creates an empty registry.
    public init() {}

    /// The streaming responses open right now for the client at `address` (see
    /// ``ConnectionLimits/maxStreamsPerClient`` for how a client is told apart).
    public nonisolated func count(forClient address: String) -> Int {
        perClient.streams(of: address)
    }

    /// The clients with a streaming response open right now.
    public nonisolated var clientsStreaming: Int { perClient.clients }

    /// The number of streaming responses open right now.
    public var count: Int { openTickets.count }

    /// The number of streaming responses opened since the server started.
    public var openedCount: Int { total }

    /// Registers a stream that starts now; pass the returned ticket to ``close(_:)``.
    func open() -> Int {
        nextID += 1
        total += 1
        openTickets.insert(nextID)
        return nextID
    }

    /// Unregisters a stream; closing a ticket twice is harmless.
    func close(_ ticket: Int) {
        openTickets.remove(ticket)
    }
}
