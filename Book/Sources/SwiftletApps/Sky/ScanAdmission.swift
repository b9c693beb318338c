import Synchronization

/// How many `POST /sky/scan` scans run at once: at most ``perClient`` for one client (its address)
/// and ``overall`` in all, so one client cannot occupy the node's workers; a scan beyond either is
/// refused (the route answers `429` with `{"error": …}`).
///
/// ``admit(_:)`` hands out a ``Ticket`` per admitted scan; the scan's place is free again once the
/// ticket is released, explicitly or when the last reference to it goes (a response that was never
/// sent frees its place too).
public final class ScanAdmission: Sendable {
    /// Scans one client may run at once.
    public let perClient: Int
    /// Scans all clients together may run at once.
    public let overall: Int
    private let running = Mutex<[String: Int]>([:])

    /// A limit of `perClient` scans per client and `overall` in all (each at least 1).
    public init(perClient: Int = 4, overall: Int = 16) {
        self.perClient = max(1, perClient)
        self.overall = max(1, overall)
    }

    /// A ticket for one more scan of `client`, or nil when it would exceed a limit.
    public func admit(_ client: String) -> Ticket? {
        let admitted = running.withLock { counts -> Bool in
            guard counts[client, default: 0] < perClient, counts.values.reduce(0, +) < overall else { return false }
            counts[client, default: 0] += 1
            return true
        }
        return admitted ? Ticket(admission: self, client: client) : nil
    }

    /// The scans running now for `client`.
    public func runningCount(for client: String) -> Int {
        running.withLock { $0[client, default: 0] }
    }

    fileprivate func leave(_ client: String) {
        running.withLock { counts in
            let remaining = counts[client, default: 0] - 1
            counts[client] = remaining > 0 ? remaining : nil
        }
    }

    /// One admitted scan's place; released once, by ``release()`` or when it is deinitialised.
    public final class Ticket: Sendable {
        private let admission: ScanAdmission
        private let client: String
        private let released = Atomic<Bool>(false)

        fileprivate init(admission: ScanAdmission, client: String) {
            self.admission = admission
            self.client = client
        }

        /// Frees the scan's place; later calls do nothing.
        public func release() {
            if !released.exchange(true, ordering: .acquiringAndReleasing) {
                admission.leave(client)
            }
        }

        deinit { release() }
    }
}
