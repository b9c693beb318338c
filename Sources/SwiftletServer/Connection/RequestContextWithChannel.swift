import Hummingbird
import NIOCore

/// A request context that keeps the channel its request arrived on, so a long-lived response can
/// find the connection's ``PeerWatch`` and end when the client leaves.
public protocol RequestContextWithChannel: RequestContext {
    /// The channel of the connection the request arrived on; `nil` when the context holds it weakly
    /// and the connection is gone.
    var channel: (any Channel)? { get }
}

/// The book server's request context: Hummingbird's basic context plus the connection's channel.
/// ``BookServer/start(_:)`` and ``BookServer/makeApplication(onServerRunning:)`` use it.
public struct BookRequestContext: RequestContextWithChannel {
    public var coreContext: CoreRequestContextStorage
    public let channel: (any Channel)?

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }
}
