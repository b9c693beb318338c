import Foundation
import Synchronization

/// Runs a long synchronous (CPU-bound or blocking) function on a thread of its own and suspends the
/// caller until it returns: the caller's actor (the main actor, say) stays free to run other work, and
/// the cooperative pool loses no thread to it (posts §2.21, with the spec's fix).
///
/// `work` cannot be interrupted; cancelling the caller does not stop it, but the caller still receives
/// the result. Work that should stop early can poll ``SynchronousWorkCancellation/isCancelled``
/// with the overload whose work takes a ``SynchronousWorkCancellation``.
///
/// ```swift
/// let digest = await runSynchronousWork { HashWork.digest(iterations: 2_000_000) }
/// ```
public func runSynchronousWork<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: work()) }
        thread.name = "swiftlet.synchronous-work"
        thread.start()
    }
}

/// Like ``runSynchronousWork(_:)``, but `work` receives a flag that turns true when the calling task is
/// cancelled, so it can stop early (returning whatever it decides, for example `nil`).
public func runSynchronousWork<T: Sendable>(
    _ work: @escaping @Sendable (SynchronousWorkCancellation) -> T
) async -> T {
    let cancellation = SynchronousWorkCancellation()
    return await withTaskCancellationHandler {
        await runSynchronousWork { work(cancellation) }
    } onCancel: {
        cancellation.cancel()
    }
}

/// A cancellation flag that synchronous work can poll from any thread.
public final class SynchronousWorkCancellation: Sendable {
    private let flag = Mutex(false)

    init() {}

    /// True once the task waiting for the work was cancelled.
    public var isCancelled: Bool { flag.withLock { $0 } }

    func cancel() { flag.withLock { $0 = true } }
}
