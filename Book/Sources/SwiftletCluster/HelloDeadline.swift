import Synchronization

/// The deadline of a connection's handshake: the connection's handler calls ``pass()`` once the
/// message it waited for (a hello, or a welcome) has arrived; if the deadline comes first, the
/// handler is cancelled (its read ends) and the connection closes.
final class HelloDeadline: Sendable {
    private enum State {
        case waiting, passed, expired
    }

    private let state = Mutex(State.waiting)

    /// Marks the handshake as done in time; false when the deadline has passed already (the
    /// handler must then stop).
    func pass() -> Bool {
        state.withLock { state in
            guard state == .waiting else { return state == .passed }
            state = .passed
            return true
        }
    }

    /// Marks the deadline as reached; true when the handshake was still waiting.
    private func expire() -> Bool {
        state.withLock { state in
            guard state == .waiting else { return false }
            state = .expired
            return true
        }
    }

    /// Runs `body` with a deadline of `limit` (real time) for calling ``pass()``. When it is missed,
    /// `onExpiry` runs and then `body` is cancelled; this returns once `body` has returned.
    /// Rethrows `body`'s error.
    static func run(
        _ limit: Duration, onExpiry: @escaping @Sendable () async -> Void,
        _ body: @escaping @Sendable (HelloDeadline) async throws -> Void
    ) async throws {
        let deadline = HelloDeadline()
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await body(deadline)
                return true
            }
            group.addTask {
                // Cancelled (the body ended first): returns at once and is ignored.
                try? await Task.sleep(for: limit)
                return false
            }
            while let bodyEnded = try await group.next() {
                if bodyEnded {
                    group.cancelAll()
                    return
                }
                if deadline.expire() {
                    await onExpiry()
                    group.cancelAll()
                }
            }
        }
    }
}
