/// The requests a server has received: the most recent ones in full, and a count per path since
/// the last ``reset()``.
///
/// Filled by the server's middleware before routing (unknown paths are recorded too). Memory is
/// bounded: only the last ``capacity`` records are kept; the per-path counts are exact.
public actor RequestLog {
    /// How many full records are kept.
    public let capacity: Int
    private var ring: [RequestRecord] = []
    private var head = 0
    private var countsByPath: [String: Int] = [:]
    private var total = 0

    /// An empty log keeping at most `capacity` full records.
    public init(capacity: Int = 10_000) {
        self.capacity = max(1, capacity)
    }

    /// Appends one request.
    public func record(_ record: RequestRecord) {
        total += 1
        countsByPath[record.path, default: 0] += 1
        if ring.count < capacity {
            ring.append(record)
        } else {
            ring[head] = record
            head = (head + 1) % capacity
        }
    }

    /// The kept records, oldest first.
    public var records: [RequestRecord] {
        Array(ring[head...] + ring[..<head])
    }

    /// The number of requests received since the last reset.
    public var totalCount: Int { total }

    /// The number of requests per path since the last reset.
    public var counts: [String: Int] { countsByPath }

    /// The number of requests for `path` since the last reset.
    public func count(path: String) -> Int { countsByPath[path, default: 0] }

    /// Forgets every record and count.
    public func reset() {
        ring = []
        head = 0
        countsByPath = [:]
        total = 0
    }
}
