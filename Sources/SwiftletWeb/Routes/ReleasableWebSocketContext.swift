import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization

/// A request context that can let go of its WebSocket handler once the socket is running.
///
/// hummingbird-websocket stores an upgraded request's context inside that context's own
/// `webSocket` box, a reference cycle, so every WebSocket ever opened would stay in memory with its
/// context (about 1 KB each; found by the soak, see RELIABILITY.md). A WebSocket route calls
/// ``releaseWebSocketHandler()`` first thing in its upgrade handler; ``WebHost`` does.
@_spi(SwiftletEmbedding) public protocol ReleasableWebSocketContext: WebSocketRequestContext {
    /// Empties this context's handler box, breaking the cycle. Call once the socket has started.
    func releaseWebSocketHandler()
}

/// The `webSocket` box of a ``ReleasableWebSocketContext``, held through a class so that every copy
/// of the context sees it emptied.
@_spi(SwiftletEmbedding) public final class WebSocketHandlerSlot<Context: WebSocketRequestContext>: Sendable {
    private let reference = Mutex<WebSocketHandlerReference<Context>?>(WebSocketHandlerReference())

    /// A slot holding a new, empty box.
    public init() {}

    /// The box; a new empty one once released (so a late reader finds no handler).
    public var current: WebSocketHandlerReference<Context> {
        reference.withLock { $0 } ?? WebSocketHandlerReference()
    }

    /// Drops the box.
    public func release() {
        reference.withLock { $0 = nil }
    }
}

/// The request context of a server that runs browser apps (`AppServer`): Hummingbird's basic
/// WebSocket context, except that an upgraded socket's context is freed when the socket ends.
@_spi(SwiftletEmbedding)
public struct WebHostRequestContext: RequestContext, ReleasableWebSocketContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    private let slot = WebSocketHandlerSlot<Self>()
    /// The peer of the connection (per-client session caps count under its address).
    public let remoteAddress: SocketAddress?

    public var webSocket: WebSocketHandlerReference<Self> { slot.current }

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    public func releaseWebSocketHandler() {
        slot.release()
    }
}
