import Synchronization

/// The streaming responses open per client, for ``ConnectionLimits/maxStreamsPerClient``.
///
/// A stream takes a ``ClientStreamPermit`` before its response starts and gives it back when
/// its body ends, or, should the body never run (the connection closed before the response was
/// written), when the permit is released from memory. A client leaves the table with its last
/// stream, so the table never holds more entries than there are open streams.
final class ClientStreamQuota: Sendable {
    private let open = Mutex<[String: Int]>([:])

    /// An empty table.
    init() {}

    /// The streams open for `client`.
    func streams(of client: String) -> Int {
        open.withLock { $0[client, default: 0] }
    }

    /// The clients with a stream open.
    var clients: Int {
        open.withLock { $0.count }
    }

    /// A permit for one more stream of `client`, or `nil` when it already has `limit` open.
    func admit(_ client: String, limit: Int) -> ClientStreamPermit? {
        let admitted = open.withLock { table in
            let count = table[client, default: 0]
            guard count < limit else { return false }
            table[client] = count + 1
            return true
        }
        return admitted ? ClientStreamPermit(quota: self, client: client) : nil
    }

    fileprivate func release(_ client: String) {
        open.withLock { table in
            let remaining = table[client, default: 1] - 1
            table[client] = remaining > 0 ? remaining : nil
        }
    }
}

/// One open stream of one client in a ``ClientStreamQuota``; released once, by ``release()`` or
/// when it is freed.
final class ClientStreamPermit: Sendable {
    private let quota: ClientStreamQuota
    private let client: String
    private let released = Atomic<Bool>(false)

    fileprivate init(quota: ClientStreamQuota, client: String) {
        self.quota = quota
        self.client = client
    }

    /// Gives the stream's place back; later calls do nothing.
    func release() {
        guard !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
        quota.release(client)
    }

    deinit {
        release()
    }
}
