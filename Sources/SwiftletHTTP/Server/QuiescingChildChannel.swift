import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// A WebSocket-upgradable connection that a graceful shutdown closes while it has not yet sent a
/// complete request head.
///
/// Hummingbird closes idle HTTP/1 connections when the server shuts down gracefully, but an
/// upgradable connection gets the handler that does so only once its first request head has been
/// read. Before that, the shutdown event was dropped: a connection that was opened and then left
/// silent (a browser's preconnect, a pooled client connection whose request was cancelled, a
/// cluster node's dial) held the server's shutdown until the client closed it, which could be never.
/// Such a connection gets `503` with a JSON error body before it is closed, also when Hummingbird
/// closes it unserved, so a client waiting for an answer ends. After the first request head the
/// connection is Hummingbird's to close, and this wrapper's handler leaves the pipeline.
public struct QuiescingChildChannel<Base: ServerChildChannel>: ServerChildChannel {
    /// What `Base` serves the connection with.
    public typealias Value = Base.Value

    let base: Base

    /// Wraps `base`, usually an `HTTP1WebSocketUpgradeChannel`.
    public init(_ base: Base) {
        self.base = base
    }

    /// Puts the shutdown handler first in `channel`'s pipeline, then sets up `base`; on the
    /// channel's event loop.
    public func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(UnstartedConnectionShutdown(), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return base.setup(channel: channel, logger: logger)
    }

    /// Serves the connection as `base` does.
    public func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// `base` as a ``QuiescingChildChannel``, for a channel whose type is not known statically.
func quiescing(_ base: any ServerChildChannel) -> any ServerChildChannel {
    func wrapped<Some: ServerChildChannel>(_ base: Some) -> any ServerChildChannel {
        QuiescingChildChannel(base)
    }
    return wrapped(base)
}

extension HTTPServerBuilder {
    /// Hummingbird's HTTP/1 server with WebSocket upgrades on `webSocketRouter`, each connection a
    /// ``QuiescingChildChannel``: what ``WebServer`` runs, for an `Application` built by hand.
    public static func quiescingWebSocketUpgrade<Builder: HTTPResponderBuilder>(
        webSocketRouter: Builder, configuration: HTTP1WebSocketUpgradeChannel.Configuration = .init()
    ) -> HTTPServerBuilder where Builder.Responder.Context: WebSocketRequestContext {
        let webSocketResponder = webSocketRouter.buildResponder()
        return HTTPServerBuilder { responder in
            QuiescingChildChannel(
                HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder, configuration: configuration))
        }
    }
}

/// First in the pipeline, until the bytes read contain the end of a request head (an empty line),
/// when it removes itself. Meanwhile a `ChannelShouldQuiesceEvent` closes the connection, and a
/// close that is not the client's own (the shutdown, or Hummingbird closing a connection it had
/// accepted but not yet served) first answers 503 with a JSON error body, unless the pipeline has
/// written something already.
final class UnstartedConnectionShutdown: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The answer to a connection closed by the shutdown before its request.
    static let shuttingDown: String = {
        let body = #"{"error":"The server is shutting down."}"#
        return "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
    }()

    /// Where the bytes read so far end: within a line, at a line's start, or at a line's start
    /// after a `\r`.
    private enum Position { case inLine, lineStart, lineStartAfterReturn }
    private var position = Position.inLine
    /// Something was written, or the client closed its side: a close then adds no answer.
    private var answered = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // Always bytes at the front of the pipeline; anything else passes on unlooked-at (NIO's
        // checked unwrap: `unwrapInboundIn` would stop the process on another type).
        let bytes = context.channel._channelCore.tryUnwrapData(data, as: ByteBuffer.self)
        let headEnded = bytes.map { scan($0.readableBytesView) } ?? false
        context.fireChannelRead(data)
        if headEnded {
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent {
            // As if the client had closed its side first: the upgrade negotiation then ends quietly
            // (it reports a connection closed under it as an error). The close passes `close` below.
            context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
            context.channel.close(promise: nil)
            return
        }
        if case .inputClosed = event as? ChannelEvent {
            answered = true
        }
        context.fireUserInboundEventTriggered(event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        answered = true
        context.write(data, promise: promise)
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        // An answer, not a bare close: a client waiting for its WebSocket upgrade on a half-closed
        // connection (swift-websocket's client allows that) would otherwise wait for ever.
        if !answered, mode != .input {
            answered = true
            context.writeAndFlush(
                wrapOutboundOut(context.channel.allocator.buffer(string: Self.shuttingDown)), promise: nil)
        }
        context.close(mode: mode, promise: promise)
    }

    /// Whether `bytes` complete a request head: an empty line, `\r\n` or a lenient lone `\n`.
    private func scan(_ bytes: ByteBufferView) -> Bool {
        for byte in bytes {
            switch (byte, position) {
            case (UInt8(ascii: "\n"), .lineStart), (UInt8(ascii: "\n"), .lineStartAfterReturn): return true
            case (UInt8(ascii: "\n"), .inLine): position = .lineStart
            case (UInt8(ascii: "\r"), .lineStart): position = .lineStartAfterReturn
            default: position = .inLine
            }
        }
        return false
    }
}
