import Hummingbird
import HummingbirdWebSocket
import NIOCore
import SwiftletHTTP
import SwiftletServer
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

/// The request context of `swiftlet serve`: WebSocket upgrades for the browser host, and the
/// connection's channel so the book server's streams notice departed clients
/// (``RequestContextWithChannel``).
struct ServeRequestContext: ReleasableWebSocketContext, RequestContextWithChannel {
    var coreContext: CoreRequestContextStorage
    private let webSocketSlot = WebSocketHandlerSlot<Self>()
    private let channelReference: WeakChannel

    var webSocket: WebSocketHandlerReference<Self> { webSocketSlot.current }

    func releaseWebSocketHandler() {
        webSocketSlot.release()
    }

    /// The connection's channel while the connection lives (the server holds it until then).
    var channel: (any Channel)? { channelReference.channel }

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channelReference = WeakChannel(source.channel)
    }
}

/// Holds a channel weakly. hummingbird-websocket keeps an upgraded request's context in a
/// reference cycle (the context's `webSocket` box stores the context) until the route releases it
/// (``ReleasableWebSocketContext``); a context holding its channel strongly kept every closed
/// WebSocket's whole channel alive, about 5 KB a socket (found by the soak, see RELIABILITY.md).
private final class WeakChannel: Sendable {
    weak let channel: (any Channel)?

    init(_ channel: any Channel) { self.channel = channel }
}
