import Foundation

extension NotificationCenter {
    /// The notifications posted with `name` (and, when given, from `object`) as an async sequence.
    ///
    /// Linux Foundation has no `notifications(named:)`; this is the book's `notifications(for:)` with its
    /// leak fixed: the observer is registered when the sequence is created and removed as soon as the
    /// iteration ends (the loop breaks, the iterating task is cancelled, or the sequence is dropped).
    /// Notifications posted before the sequence exists are not seen; later ones are buffered in order.
    public func notifications(for name: Notification.Name, object: AnyObject? = nil) -> NotificationSequence {
        NotificationSequence(center: self, name: name, object: object, onRemove: nil)
    }
}

/// Notifications of one name as an `AsyncSequence`; see ``Foundation/NotificationCenter/notifications(for:object:)``.
public struct NotificationSequence: AsyncSequence, Sendable {
    public typealias Element = PostedNotification

    private let stream: AsyncStream<PostedNotification>
    private let continuation: AsyncStream<PostedNotification>.Continuation

    init(center: NotificationCenter, name: Notification.Name, object: AnyObject?, onRemove: (@Sendable () -> Void)?) {
        let (stream, continuation) = AsyncStream.makeStream(of: PostedNotification.self)
        let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
            continuation.yield(PostedNotification(notification))
        }
        let registration = ObserverRegistration(center: center, token: token)
        continuation.onTermination = { _ in
            registration.remove()
            onRemove?()
        }
        self.stream = stream
        self.continuation = continuation
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: stream.makeAsyncIterator(), iteration: Iteration(continuation: continuation))
    }

    /// Yields the buffered notifications in order; when the last copy of it is dropped (the loop ended,
    /// broke or was cancelled), the observer is removed.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<PostedNotification>.Iterator
        let iteration: Iteration

        public mutating func next() async -> PostedNotification? {
            await base.next()
        }
    }

    /// Ends the stream, and so removes the observer, when the iteration that owns it goes away.
    final class Iteration: Sendable {
        let continuation: AsyncStream<PostedNotification>.Continuation

        init(continuation: AsyncStream<PostedNotification>.Continuation) { self.continuation = continuation }

        deinit { continuation.finish() }
    }
}

/// The sendable parts of a posted `Notification`: its name and its user-info values that are strings.
public struct PostedNotification: Sendable, Hashable {
    public let name: Notification.Name
    /// The user-info entries whose key and value are both strings.
    public let userInfo: [String: String]

    public init(name: Notification.Name, userInfo: [String: String] = [:]) {
        self.name = name
        self.userInfo = userInfo
    }

    init(_ notification: Notification) {
        var info: [String: String] = [:]
        for (key, value) in notification.userInfo ?? [:] {
            if let key = key as? String, let value = value as? String { info[key] = value }
        }
        self.init(name: notification.name, userInfo: info)
    }
}

/// Removes one block observer from its center.
///
/// `@unchecked Sendable`: the observer token is an opaque object that is only handed back to
/// `NotificationCenter.removeObserver(_:)`, which is thread-safe; the token is never read or mutated here.
private final class ObserverRegistration: @unchecked Sendable {
    let center: NotificationCenter
    let token: any NSObjectProtocol

    init(center: NotificationCenter, token: any NSObjectProtocol) {
        self.center = center
        self.token = token
    }

    func remove() {
        center.removeObserver(token)
    }
}
