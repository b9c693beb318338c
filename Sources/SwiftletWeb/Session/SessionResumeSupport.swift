import Hummingbird
import HummingbirdWebSocket
import ServiceLifecycle

/// What a page's socket says about the session it resumes: `/ws?app=NAME&session=TOKEN&frames=N&seq=S`
/// (`frames`: how many frames of the session the page received; `seq`: the last tick it applied),
/// plus `scene=1` when the page has `@SceneStorage` values, which it then sends as its first message.
struct ResumeRequest: Sendable {
    /// The session token, when the page has one.
    let token: String?
    /// The frames of the session the page received (`nil`: not given).
    let received: Int?
    /// The last tick the page applied (`nil`: not given).
    let sequence: Int?
    /// The page sends its scene values as its first message.
    let hasSceneValues: Bool

    init(query: Parameters) {
        token = query.get("session")
        received = query.get("frames").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
        sequence = query.get("seq").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
        hasSceneValues = query.get("scene") == "1"
    }
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
