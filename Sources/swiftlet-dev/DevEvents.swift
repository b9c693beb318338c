import SwiftletDev

/// The open tabs' subscriptions to the control endpoint, and the last failure (replayed to a tab
/// that connects while the build is broken or the app has stopped).
actor DevEvents {
    /// At most this many tabs listen at once; more are refused with 503.
    static let maximumSubscribers = 64
    private var subscribers: [Int: AsyncStream<DevEvent>.Continuation] = [:]
    private var nextID = 0
    private var lastFailure: DevEvent?
    private var finished = false

    /// A new subscription, or nil when there are too many or the tool is stopping.
    func subscribe() -> AsyncStream<DevEvent>? {
        guard !finished, subscribers.count < Self.maximumSubscribers else { return nil }
        let (stream, continuation) = AsyncStream.makeStream(of: DevEvent.self, bufferingPolicy: .bufferingNewest(8))
        let id = nextID
        nextID += 1
        subscribers[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        if let lastFailure { continuation.yield(lastFailure) }
        return stream
    }

    private func remove(_ id: Int) { subscribers[id] = nil }

    /// Sends `event` to every tab.
    func send(_ event: DevEvent) {
        switch event {
        case .failed, .stopped: lastFailure = event
        case .reloaded: lastFailure = nil
        case .building: break
        }
        for continuation in subscribers.values { continuation.yield(event) }
    }

    /// Ends every subscription (the tool is stopping).
    func finishAll() {
        finished = true
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }
}
