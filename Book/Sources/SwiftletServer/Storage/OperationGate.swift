import Synchronization

/// Counts the operations using a connection pool, so the pool is stopped only once none is under
/// way.
///
/// A pool that is stopped while an operation holds one of its connections closes that connection
/// under the operation; a query the operation then sends on it is dropped without an answer and
/// its caller waits forever (no timeout or cancellation reaches it). So the owner of the pool
/// ``close(waitingAtMost:)``s the gate first: from then on ``enter()`` refuses new operations, and
/// the call returns once the running ones have left (or the time limit has passed).
///
/// The count and the waiters live behind one `Mutex`: a waiter is installed in the same critical
/// section that checks the count, and the last ``leave()`` takes the waiters in the section that
/// brings the count to zero, so a leave racing with a close cannot be missed.
final class OperationGate: Sendable {
    private struct State {
        var running = 0
        var closing = false
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
    }

    private let state = Mutex(State())

    init() {}

    /// Operations under way.
    var running: Int { state.withLock { $0.running } }

    /// Counts an operation in; false (counting nothing) once the gate is closing.
    func enter() -> Bool {
        state.withLock { state in
            guard !state.closing else { return false }
            state.running += 1
            return true
        }
    }

    /// Counts an operation out (once per successful ``enter()``).
    func leave() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.running -= 1
            guard state.closing, state.running == 0 else { return [] }
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Refuses new operations from now on, then waits until none is under way, or at most `limit`.
    /// It does not end early when the caller is cancelled (a cancelled owner is the usual caller).
    func close(waitingAtMost limit: Duration) async {
        var timer: Task<Void, Never>?
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let id: Int? = state.withLock { state in
                state.closing = true
                guard state.running > 0 else { return nil }
                defer { state.nextWaiter += 1 }
                state.waiters[state.nextWaiter] = continuation
                return state.nextWaiter
            }
            guard let id else {
                continuation.resume()
                return
            }
            // Detached: the caller is usually cancelled already, and this sleep must still run.
            timer = Task.detached { [self] in
                try? await Task.sleep(for: limit)
                let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
                waiter?.resume()
            }
        }
        timer?.cancel()
    }
}
