/// The requests a server has received: the most recent ones in full, and a count per route since
/// the last ``reset()``.
///
/// Filled by the server's middleware when ``BookServer/Configuration/recordsRequests`` is on (off by
/// default: tests and benchmarks turn it on to assert what clients sent). Memory is bounded: only
/// the last ``capacity`` records are kept, and the counts are kept per route pattern as registered
/// (every request no route answers counts under ``unmatched``), so a flood of distinct URLs adds
/// nothing. No record holds credentials (see ``RequestRecord/authorizationScheme``).
public actor RequestLog {
    /// The route under which requests no route answers are counted.
    public static let unmatched = "(unmatched)"

    /// How many full records are kept.
    public let capacity: Int
    private var ring: [RequestRecord] = []
    private var head = 0
    private var countsByRoute: [String: Int] = [:]
    private var total = 0

    /// An empty log keeping at most `capacity` full records.
    public init(capacity: Int = 10_000) {
        self.capacity = max(1, capacity)
    }

    /// Appends one request.
    public func record(_ record: RequestRecord) {
        total += 1
        countsByRoute[record.route, default: 0] += 1
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

    /// The number of requests per route pattern since the last reset.
    public var counts: [String: Int] { countsByRoute }

    /// The number of requests since the last reset that matched the route registered as `path`
    /// (for the server's fixed routes, the path itself, e.g. `/gallery/image`).
    public func count(path: String) -> Int { countsByRoute[path, default: 0] }

    /// Forgets every record and count.
    public func reset() {
        ring = []
        head = 0
        countsByRoute = [:]
        total = 0
    }
}
