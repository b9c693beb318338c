import NIOCore

/// Runs a socket's nonisolated work on the event loop of its connection.
///
/// Without a preference, the tasks that read a WebSocket and write its frames run on the global
/// pool, so a click crossed four threads before its reply was written: the event loop that read it,
/// a pool thread that decoded it, the main actor, a pool thread that wrote the frame, and the event
/// loop again. With this executor preferred (`withTaskExecutorPreference`), reading and writing stay
/// on the loop and a click crosses two: loop → main actor → loop. Actor-isolated work (the session,
/// on the main actor) is unaffected.
final class EventLoopTaskExecutor: TaskExecutor {
    private let loop: any EventLoop

    init(_ loop: any EventLoop) { self.loop = loop }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        loop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
