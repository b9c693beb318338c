import Synchronization

/// Counts events reported from tasks (which may run anywhere). A `Mutex` because the counters are
/// tiny, synchronous and read from tests that cannot await an actor inside `#expect`.
final class Probe: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    func record(_ event: String) { counts.withLock { $0[event, default: 0] += 1 } }

    func count(_ event: String) -> Int { counts.withLock { $0[event, default: 0] } }
}
