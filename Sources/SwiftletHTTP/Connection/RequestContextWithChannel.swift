import Hummingbird
import NIOCore

/// A request context that keeps the channel its request arrived on, so a long-lived response can
/// find the connection's ``PeerWatch`` and end when the client leaves.
public protocol RequestContextWithChannel: RequestContext {
    /// The channel of the connection the request arrived on; `nil` when the context holds it weakly
    /// and the connection is gone.
    var channel: (any Channel)? { get }
}
