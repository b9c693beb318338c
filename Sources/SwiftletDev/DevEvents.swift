import Synchronization

/// The open tabs' subscriptions to the control endpoint, and the last failure (replayed to a tab
/// that connects while the build is broken or the app has stopped).
///
/// State behind a mutex (not an actor) so that a closing stream removes itself synchronously, from
/// its termination handler, without a task of its own.
///
/// At most ``maximumSubscribers`` tabs listen at once. The control endpoint listens on 127.0.0.1 and
/// answers only the app's own `Origin`, so every listener is a local client; when they are all
/// taken, the one that has listened longest gives way to the newcomer (its stream ends, and a tab's
/// `EventSource` connects again a second later). So listeners that never leave cannot lock the
/// developer's tab out.
public final class DevEvents: Sendable {
    /// At most this many tabs listen at once.
    public static let maximumSubscribers = 64

    private struct State {
        var subscribers: [Int: AsyncStream<DevEvent>.Continuation] = [:]
        var nextID = 0
        var lastFailure: DevEvent?
        var finished = false
    }

    private let state = Mutex(State())

    /// No tab listens yet.
    public init() {}

    /// The tabs listening now.
    public var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// A new subscription (the longest-listening one ends if all are taken), or nil when the tool is
    /// stopping.
    public func subscribe() -> AsyncStream<DevEvent>? {
        let (stream, continuation) = AsyncStream.makeStream(of: DevEvent.self, bufferingPolicy: .bufferingNewest(8))
        let admitted = state.withLock { state -> (id: Int, evicted: AsyncStream<DevEvent>.Continuation?)? in
            guard !state.finished else { return nil }
            var evicted: AsyncStream<DevEvent>.Continuation?
            if state.subscribers.count >= Self.maximumSubscribers, let oldest = state.subscribers.keys.min() {
                evicted = state.subscribers.removeValue(forKey: oldest)
            }
            let id = state.nextID
            state.nextID += 1
            state.subscribers[id] = continuation
            if let lastFailure = state.lastFailure { continuation.yield(lastFailure) }
            return (id, evicted)
        }
        guard let (id, evicted) = admitted else { return nil }
        evicted?.finish()
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `event` to every tab.
    public func send(_ event: DevEvent) {
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
    public func finishAll() {
        let subscribers = state.withLock { state in
            state.finished = true
            defer { state.subscribers.removeAll() }
            return Array(state.subscribers.values)
        }
        for continuation in subscribers { continuation.finish() }
    }
}
