import Synchronization

/// A counter's live subscribers: every ``subscribe(current:)`` gets its own `AsyncStream` of the
/// count, starting with the current value. A stream ends, and is forgotten at once, when its
/// consumer stops iterating or its task is cancelled, or when ``finishAll()`` runs.
///
/// A `Mutex` rather than an actor: `AsyncStream`'s termination handler is synchronous and may run on
/// any thread, and the subscriber count must be exact as soon as a consumer is gone.
final class CounterBroadcast: Sendable {
    private struct State {
        var continuations: [Int: AsyncStream<Int>.Continuation] = [:]
        var nextKey = 0
    }

    private let state = Mutex(State())

    /// The streams being iterated (or waiting to be) right now.
    var subscriberCount: Int { state.withLock { $0.continuations.count } }

    /// A new stream that yields `current` now and every later ``publish(_:)``.
    func subscribe(current: Int) -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        let key = state.withLock { state in
            defer { state.nextKey += 1 }
            state.continuations[state.nextKey] = continuation
            return state.nextKey
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.continuations.removeValue(forKey: key) }
        }
        continuation.yield(current)
        return stream
    }

    /// Sends `value` to every subscriber.
    func publish(_ value: Int) {
        for continuation in state.withLock({ Array($0.continuations.values) }) { continuation.yield(value) }
    }

    /// Ends every stream.
    func finishAll() {
        let ending = state.withLock { state in
            defer { state.continuations.removeAll() }
            return Array(state.continuations.values)
        }
        for continuation in ending { continuation.finish() }
    }

    deinit { finishAll() }
}
