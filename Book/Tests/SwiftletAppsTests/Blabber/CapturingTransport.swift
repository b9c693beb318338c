import Foundation
@_spi(SwiftletHost) import SwiftletKit

/// A transport that records every request before answering it with `200 OK`, and never touches the
/// network: the Linux stand-in for the book's `TestURLProtocol` (chapter 6).
///
/// `requests` yields each request in order, buffered from the moment the transport exists, so a
/// consumer that starts late loses nothing; `all()` returns what was sent so far.
final class CapturingTransport: WebTransport {
    let requests: AsyncStream<WebRequest>
    private let continuation: AsyncStream<WebRequest>.Continuation
    private let log = RequestLog()

    init() {
        (requests, continuation) = AsyncStream.makeStream(of: WebRequest.self)
    }

    func send(_ request: WebRequest) async throws -> WebTransportResponse {
        await log.append(request)
        continuation.yield(request)
        return WebTransportResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Data("OK".utf8))
    }

    /// Every request sent so far.
    func all() async -> [WebRequest] { await log.requests }

    private actor RequestLog {
        var requests: [WebRequest] = []
        func append(_ request: WebRequest) { requests.append(request) }
    }
}

extension WebRequest {
    /// The body decoded as a chat message, or `nil`.
    var roomMessage: RoomMessage? {
        body.flatMap { try? WebClient.jsonDecoder.decode(RoomMessage.self, from: $0) }
    }
}
