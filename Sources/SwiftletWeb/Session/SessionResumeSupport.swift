import Hummingbird
import HummingbirdWebSocket
import ServiceLifecycle

/// What a page's socket says about the session it resumes, in its first message
/// (`{"ev":"hello","session":TOKEN,"frames":N,"seq":S,"values":{…}}` on `/ws?app=NAME&hello=1`):
/// `frames`, how many frames of the session the page received; `seq`, the last tick it applied.
struct ResumeRequest: Sendable {
    /// The session token, when the page has one.
    var token: String?
    /// The frames of the session the page received (`nil`: not given).
    var received: Int?
    /// The last tick the page applied (`nil`: not given).
    var sequence: Int?
}

/// The one iterator over a socket's messages (a socket's inbound stream gives out only one), read
/// first by the socket's handler (a page's scene values, before its session exists) and then by its
/// reading loop.
///
/// `@unchecked Sendable`: `iterator` is only touched inside `next()`, and the handler calls `next()`
/// strictly sequentially: the first read is awaited to completion (inside
/// `cancelWhenGracefulShutdown`) before the reading loop, in a task the handler awaits, starts; no
/// two calls ever overlap.
final class SocketMessageReader: @unchecked Sendable {
    private var iterator: WebSocketInboundMessageStream.AsyncIterator

    init(_ messages: WebSocketInboundMessageStream) {
        iterator = messages.makeAsyncIterator()
    }

    /// The next message; `nil` when the socket has ended.
    func next() async throws -> WebSocketMessage? {
        try await iterator.next()
    }
}

/// Closes every session still held at a graceful shutdown, among them the detached ones that no
/// socket would close.
struct DetachedSessionsShutdown: Service {
    let sessions: SessionRegistry

    func run() async throws {
        try? await gracefulShutdown()
        await MainActor.run { sessions.closeAll() }
    }
}
