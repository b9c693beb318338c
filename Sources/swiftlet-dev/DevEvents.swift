import SwiftletDev
import Synchronization

/// The open tabs' subscriptions to the control endpoint, and the last failure (replayed to a tab
/// that connects while the build is broken or the app has stopped).
///
/// State behind a mutex (not an actor) so that a closing stream removes itself synchronously, from
/// its termination handler, without a task of its own.
final class DevEvents: Sendable {
    /// At most this many tabs listen at once; more are refused with 503.
    static let maximumSubscribers = 64

    private struct State {
        var subscribers: [Int: AsyncStream<DevEvent>.Continuation] = [:]
        var nextID = 0
        var lastFailure: DevEvent?
        var finished = false
    }

    private let state = Mutex(State())

    /// A new subscription, or nil when there are too many or the tool is stopping.
    func subscribe() -> AsyncStream<DevEvent>? {
        let (stream, continuation) = AsyncStream.makeStream(of: DevEvent.self, bufferingPolicy: .bufferingNewest(8))
        let admitted = state.withLock { state -> Int? in
            guard !state.finished, state.subscribers.count < Self.maximumSubscribers else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.subscribers[id] = continuation
            if let lastFailure = state.lastFailure { continuation.yield(lastFailure) }
            return id
        }
        guard let id = admitted else { return nil }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `event` to every tab.
    func send(_ event: DevEvent) {
        let subscribers = state.withLock { state in
            switch event {
            case .failed, .stopped: state.lastFailure = event
            case .reloaded: state.lastFailure = nil
            case .building: break
            }
            return Array(state.subscribers.values)
        }
        for continuation in subscribers { continuation.yield(event) }
    }

    /// Ends every subscription (the tool is stopping).
    func finishAll() {
        let subscribers = state.withLock { state in
            state.finished = true
            defer { state.subscribers.removeAll() }
            return Array(state.subscribers.values)
        }
        for continuation in subscribers { continuation.finish() }
    }
}
