import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Sends a ``WebClient``'s requests somewhere other than the network: inject one to capture
/// requests in tests (AsyncHTTPClient has no URL-protocol hook) or to answer them from memory.
///
/// `send(_:)` is called in the caller's task with the request exactly as the client would send it;
/// the client then checks the status against the request's accepted statuses as usual.
public protocol WebTransport: Sendable {
    /// The response to `request`. Throw to simulate a transport failure.
    func send(_ request: WebRequest) async throws -> WebTransportResponse
}

/// A response produced by a ``WebTransport``: a status, headers and a body that may stream.
public struct WebTransportResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    /// The body in chunks; ends when the stream finishes, fails when it throws.
    public var body: AsyncThrowingStream<Data, any Error>

    /// A response whose whole body is `body`.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = AsyncThrowingStream { continuation in
            if !body.isEmpty { continuation.yield(body) }
            continuation.finish()
        }
    }

    /// A response whose body arrives through `stream` (for example lines of an endless stream).
    public init(status: Int = 200, headers: [String: String] = [:], stream: AsyncThrowingStream<Data, any Error>) {
        self.status = status
        self.headers = headers
        self.body = stream
    }

    /// The AsyncHTTPClient form the client's body readers consume.
    func clientResponse() -> HTTPClientResponse {
        var fields = HTTPHeaders()
        for (name, value) in headers { fields.add(name: name, value: value) }
        return HTTPClientResponse(
            status: HTTPResponseStatus(statusCode: status), headers: fields, body: .stream(ByteChunks(base: body)))
    }
}

/// A transport's `Data` chunks as the `ByteBuffer`s AsyncHTTPClient bodies are made of.
private struct ByteChunks: AsyncSequence, Sendable {
    typealias Element = ByteBuffer
    let base: AsyncThrowingStream<Data, any Error>

    func makeAsyncIterator() -> Iterator { Iterator(base: base.makeAsyncIterator()) }

    struct Iterator: AsyncIteratorProtocol {
        var base: AsyncThrowingStream<Data, any Error>.Iterator
        mutating func next() async throws -> ByteBuffer? {
            guard let data = try await base.next() else { return nil }
            return ByteBuffer(bytes: data)
        }
    }
}
