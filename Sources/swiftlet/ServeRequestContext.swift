import Hummingbird
import HummingbirdWebSocket
import NIOCore
import SwiftletServer

/// The request context of `swiftlet serve`: WebSocket upgrades for the browser host, and the
/// connection's channel so the book server's streams notice departed clients
/// (``RequestContextWithChannel``).
struct ServeRequestContext: WebSocketRequestContext, RequestContextWithChannel {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        webSocket = WebSocketHandlerReference()
        channel = source.channel
    }
}
