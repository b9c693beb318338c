import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import ServiceLifecycle
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

@testable import SwiftletCluster

/// A server on a free loopback port whose `/cluster/ws` runs `handler` instead of a node: a peer
/// that misbehaves during the handshake.
enum FakeNode {
    /// Runs `body` with the fake's `host:port`, stopping the server afterwards.
    static func with<T>(
        _ handler: @escaping @Sendable (WebSocketInboundStream, WebSocketOutboundWriter) async throws -> Void,
        _ body: (String) async throws -> T
    ) async throws -> T {
        var logger = Logger(label: "fake-node")
        logger.logLevel = .critical
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.ws("/cluster/ws") { inbound, outbound, _ in
            try await handler(inbound, outbound)
        }
        let server = await TestClusterServer.start(router: router, logger: logger)
        guard let port = server.port else {
            await server.stop()
            throw ClusterError.connectionFailed("the fake node did not start")
        }
        do {
            let result = try await body("127.0.0.1:\(port)")
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Sends a challenge and returns the hello that answers it.
    static func challenge(
        _ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter
    ) async throws -> (MessageReader, Envelope?) {
        var challenge = Envelope(kind: .challenge)
        challenge.nonce = ClusterHandshake.makeNonce()
        try await outbound.writeTextMessage(challenge.encoded())
        var reader = MessageReader(frames: inbound.makeAsyncIterator(), limit: 1 << 20)
        guard case .text(let text) = try await reader.next() else { return (reader, nil) }
        return (reader, try? Envelope.decode(text))
    }
}
