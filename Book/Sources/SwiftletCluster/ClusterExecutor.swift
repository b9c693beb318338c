import Foundation

/// One thread for the cluster's own work — heartbeats, failure detection, reading and writing
/// connections, the ``ClusterCore`` actor — so it keeps its timing when CPU-bound work (a Sky scan)
/// fills every thread of the cooperative pool. Without it a busy node stops sending heartbeats and
/// the others evict it.
///
/// Calls executed for other nodes are started with the global concurrent executor as their
/// preference, so application work never runs on this thread.
final class ClusterExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked Sendable: the only mutable state, `queue`, is read and written with `condition` held.
    private let condition = NSCondition()
    private var queue: [UnownedJob] = []

    /// The process's cluster thread (shared by every system in the process).
    static let shared = ClusterExecutor()

    private init() {
        let thread = Thread { [self] in loop() }
        thread.name = "swiftlet-cluster"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        queue.append(job)
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while queue.isEmpty { condition.wait() }
            let batch = queue
            queue.removeAll(keepingCapacity: true)
            condition.unlock()
            for job in batch {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
    }
}
