import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import SwiftletHTTP
@_spi(SwiftletHost) import SwiftletTesting
import Testing

/// The connection pipeline of `swiftlet serve` on a free loopback port: ``WebServer/run`` with the
/// book server's connection guard around every connection (`upgradable: true`), a plain route
/// `/hello` and an echoing WebSocket route `/ws`.
enum UpgradablePipelineServer {
    /// `GET /hello`'s body.
    static let hello = "Hello"

    /// Runs `body` with the server's port; everything bounded by 60 s.
    static func with(
        limits: ConnectionLimits = ConnectionLimits(), _ body: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        let connectionGuard = ConnectionGuard(limits: limits)
        try await withTimeout(.seconds(60)) {
            let (ports, listening) = AsyncStream.makeStream(of: Int.self)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    var logger = Logger(label: "upgrade-pipeline-test")
                    logger.logLevel = .critical
                    try await WebServer.run(
                        router: makeRouter(), host: "127.0.0.1", port: 0, additionalChannelHandlers: { [PeerWatch()] },
                        wrapChildChannel: { connectionGuard.wrap(any: $0, upgradable: true) }, logger: logger,
                        onListening: { listening.yield($0) })
                }
                var iterator = ports.makeAsyncIterator()
                guard let port = await iterator.next() else { return }
                try await body(port)
                group.cancelAll()
            }
        }
    }

    /// `/hello` and the echoing `/ws`.
    static func makeRouter() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/hello") { _, _ in hello }
        router.post("/hello") { _, _ in hello }
        router.ws("/ws") { inbound, outbound, _ in
            for try await message in inbound.messages(maxSize: 1 << 16) {
                if case .text(let text) = message { try await outbound.write(.text(text)) }
            }
        }
        return router
    }

    /// Sends `bytes` on a new connection and reads until the server closes it (at most `limit`).
    static func exchange(_ port: Int, _ bytes: [UInt8], limit: Duration = .seconds(10)) async throws
        -> RawSocket.Received
    {
        let socket = try await RawSocket.connect(port: port, sending: bytes)
        defer { socket.close() }
        return try await socket.readToEnd(limit: limit)
    }

    /// Whether `GET /hello` on a new connection is answered `200 Hello` within `limit` (generous:
    /// the whole suite runs in parallel on a small machine; a stopped server never answers).
    static func answersHello(_ port: Int, limit: Duration = .seconds(15)) async throws -> Bool {
        let socket = try await RawSocket.connect(port: port, sending: "GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        defer { socket.close() }
        let answer = try await socket.readResponse(limit: limit)
        guard answer.status == 200 && answer.body == hello else {
            Issue.record("GET /hello got \(answer.text.prefix(300).debugDescription), closed: \(answer.closed)")
            return false
        }
        return true
    }

    /// A client's WebSocket text frame (masked, as RFC 6455 requires of clients), for texts of
    /// at most 125 bytes.
    static func maskedTextFrame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8.prefix(125))
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        return [0x81, 0x80 | UInt8(payload.count)] + mask
            + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }
}
