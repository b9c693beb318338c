import Dispatch
import NIOCore

/// Runs a socket's writing on the event loop of its connection.
///
/// Without a preference, the task that writes a session's frames runs on the global pool, so a
/// frame went from the main actor to a pool thread and then to the event loop. With this executor
/// preferred (`addTask(executorPreference:)`), the writer resumes on the loop and writes at once.
final class EventLoopTaskExecutor: TaskExecutor {
    private let loop: any EventLoop

    init(_ loop: any EventLoop) { self.loop = loop }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        loop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// Runs a socket's reading on the main queue, the thread of the main actor on Linux (`MainQueue` in
/// SwiftletUI), so that handing a message to its session needs no other thread.
///
/// A task whose nonisolated work runs on the global pool resumes every continuation there and only
/// then hops back to the main actor: each of the session's turns of the main actor while it settles
/// an event (`ViewGraph.settle()`) cost two thread switches. With this executor preferred, those
/// turns stay on the main thread.
final class MainQueueTaskExecutor: TaskExecutor {
    static let shared = MainQueueTaskExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        DispatchQueue.main.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
