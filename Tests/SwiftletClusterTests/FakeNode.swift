import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import ServiceLifecycle
import SwiftletWeb

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
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let application = Application(
            router: router,
            server: .quiescingWebSocketUpgrade(
                webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: 1 << 17))),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in portContinuation.yield(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [application], logger: logger))
        let task = Task { try await group.run() }
        func stop() async {
            await group.triggerGracefulShutdown()
            _ = try? await task.value
        }
        var bound: Int?
        for await port in ports {
            bound = port
            break
        }
        guard let port = bound else {
            await stop()
            throw ClusterError.connectionFailed("the fake node did not start")
        }
        do {
            let result = try await body("127.0.0.1:\(port)")
            await stop()
            return result
        } catch {
            await stop()
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
