import NIOCore
import NIOHTTP1

/// The HTTP end of a guarded connection, right after NIO's request decoder: decoder errors and
/// over-size heads become refusals, request and response boundaries reach the front, and it alone
/// decides whether the connection switches protocols (`UpgradeHandshake`).
///
/// It looks at what passes with `ChannelHandlerContext.peek(_:as:)` and passes on untouched whatever is not an
/// HTTP part: during a WebSocket upgrade NIO removes the decoder (its left-over bytes then pass
/// here) before it writes `101`, and the guard leaves the pipeline only with that `101`.
final class RequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private enum Upgrade {
        /// No upgrade asked for (yet).
        case none
        /// A WebSocket handshake went on to NIO's upgrader; `ended` once its end did too.
        case handshake(ended: Bool)
    }

    private let front: ConnectionFront
    private let limits: ConnectionLimits
    private let upgradable: Bool
    private var requestHeads = 0
    private var upgrade = Upgrade.none
    /// The response being written is the connection's last: it says `Connection: close`, and the
    /// connection closes after it.
    private var closeAfterResponse = false

    init(front: ConnectionFront, limits: ConnectionLimits, upgradable: Bool) {
        self.front = front
        self.limits = limits
        self.upgradable = upgradable
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !front.isClosing else { return }
        guard let part = context.peek(data, as: HTTPServerRequestPart.self) else {
            // Raw bytes the decoder left when an upgrade removed it: the new protocol's.
            context.fireChannelRead(data)
            return
        }
        if case .handshake(let ended) = upgrade {
            guard !ended, case .end = part else {
                // The parser read on past the handshake: whatever this is, it is neither HTTP for
                // this connection nor the new protocol's bytes.
                front.refuse(.badRequest, "Data followed the WebSocket handshake before the upgrade.")
                return
            }
            upgrade = .handshake(ended: true)
            context.fireChannelRead(data)
            return
        }
        if case .end = part {
            front.bodyEnded()
        }
        guard case .head(let head) = part else {
            context.fireChannelRead(data)
            return
        }
        if let (status, message) = refusal(for: head) {
            front.refuse(status, message)
            return
        }
        let firstRequest = requestHeads == 0
        requestHeads += 1
        switch UpgradeHandshake.decide(head, firstRequest: firstRequest, upgradable: upgradable) {
        case .refuse(let status, let message, let headers):
            front.refuse(status, message, extraHeaders: headers)
        case .webSocket:
            front.requestStarted()
            front.upgrading()
            upgrade = .handshake(ended: false)
            context.fireChannelRead(data)
        case .plainThenClose:
            var stripped = head
            stripped.headers.remove(name: "upgrade")
            closeAfterResponse = true
            start(head: stripped)
            context.fireChannelRead(wrapInboundOut(.head(stripped)))
        case .none:
            start(head: head)
            context.fireChannelRead(data)
        }
    }

    /// Tells the front that the request of `head` has started (and whether a body follows).
    private func start(head: HTTPRequestHead) {
        front.requestStarted()
        if Self.hasBody(head) {
            front.bodyStarted()
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        switch error {
        case let parserError as HTTPParserError:
            if parserError == .headerOverflow {
                if front.requestLineEnded {
                    front.refuse(.requestHeaderFieldsTooLarge, "The request headers are too large.")
                } else {
                    front.refuse(.uriTooLong, "The request target is too long.")
                }
            } else {
                front.refuse(.badRequest, "Malformed HTTP request (\(parserError)).")
            }
        case is ByteToMessageDecoderError:
            front.refuse(.badRequest, "Malformed HTTP request.")
        default:
            context.fireErrorCaught(error)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard let part = context.peek(data, as: HTTPServerResponsePart.self) else {
            context.write(data, promise: promise)
            return
        }
        switch part {
        case .head(let head) where head.status == .switchingProtocols:
            // The upgrade is committed (the decoder is gone): from here on the bytes are the new
            // protocol's, and the HTTP guard has nothing left to do. Flushed here: the flush that
            // follows this write would reach a handler no longer in the pipeline, and the upgrade
            // waits for this write to complete.
            context.writeAndFlush(data, promise: promise)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        case .head(var head) where head.status.code >= 200:
            front.responseStarted()
            if closeAfterResponse {
                head.headers.replaceOrAdd(name: "connection", value: "close")
                context.write(wrapOutboundOut(.head(head)), promise: promise)
            } else {
                context.write(data, promise: promise)
            }
        case .end where closeAfterResponse:
            let written = promise ?? context.eventLoop.makePromise()
            context.write(data, promise: written)
            front.responseEnded()
            front.closeAfter(written.futureResult)
        case .end:
            front.responseEnded()
            context.write(data, promise: promise)
        case .head, .body:
            context.write(data, promise: promise)
        }
    }

    /// Why `head` is refused, or nil when it is within the limits.
    private func refusal(for head: HTTPRequestHead) -> (HTTPResponseStatus, String)? {
        if head.uri.utf8.count > limits.maxRequestTargetBytes {
            return (.uriTooLong, "The request target is longer than \(limits.maxRequestTargetBytes) bytes.")
        }
        if head.headers.count > limits.maxHeaderLines {
            return (.requestHeaderFieldsTooLarge, "More than \(limits.maxHeaderLines) header lines.")
        }
        let bytes = head.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
        if bytes > limits.maxHeaderBytes {
            return (.requestHeaderFieldsTooLarge, "The headers are larger than \(limits.maxHeaderBytes) bytes.")
        }
        return nil
    }

    /// Whether a body follows `head`: a non-zero `Content-Length` or a chunked transfer coding.
    static func hasBody(_ head: HTTPRequestHead) -> Bool {
        if head.headers["transfer-encoding"].contains(where: { $0.lowercased().contains("chunked") }) {
            return true
        }
        return head.headers["content-length"].contains { (Int($0) ?? 0) > 0 }
    }
}
