import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import ServiceLifecycle
import SwiftletHTTP
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@Suite(.timeLimit(.minutes(2))) struct QuiescingChildChannelTests {
    /// A connection that was opened and never sent a request (a browser's preconnect, a peer's dial)
    /// must not hold a graceful shutdown: the server answers 503, closes it and stops.
    @Test func aSilentConnectionDoesNotHoldAGracefulShutdown() async throws {
        var logger = Logger(label: "quiescing-test")
        logger.logLevel = .warning
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { _, _ in "ok" }
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let application = Application(
            router: router, server: .quiescingWebSocketUpgrade(webSocketRouter: router),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { portContinuation.yield($0.localAddress?.port ?? 0) }, logger: logger)
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [application], logger: logger))
        let server = Task { try await group.run() }
        defer { server.cancel() }
        let port = try await withTimeout(.seconds(30)) { await ports.first { _ in true } ?? 0 }

        let silent = try await RawSocket.connect(port: port)
        defer { silent.close() }
        // Connections are accepted in order: once a later one is answered, the silent one is open
        // on the server too.
        let later = try await RawSocket.connect(port: port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        defer { later.close() }
        let answer = try await later.readResponse(limit: .seconds(30))
        #expect(answer.status == 200)

        await group.triggerGracefulShutdown()
        // On a timeout (the server waiting for the silent client's request) the client ends its
        // connection and the server is cancelled, so the test fails instead of hanging.
        try await withTimeout(.seconds(30)) {
            try await withTaskCancellationHandler {
                try await server.value
            } onCancel: {
                silent.shutDown()
                server.cancel()
            }
        }
        // An answer before the close: a WebSocket client waiting for its upgrade ends on it (also when
        // the shutdown closes the connection before it is served, which a loaded machine does). The
        // 503 comes from the handler the connection's setup installs; a connection the server had
        // accepted but not yet set up when the shutdown began (its event loop was busy: seen once in a
        // fresh-clone run) is closed with no answer, which ends its client all the same.
        let closing = try await silent.readToEnd(limit: .seconds(30))
        #expect(closing.closed)
        if closing.status != nil || !closing.bytes.isEmpty {
            #expect(closing.status == 503)
            #expect(closing.body == #"{"error":"The server is shutting down."}"#)
        }
        // A connection that has had its request is Hummingbird's to close: nothing after its answer.
        let rest = try await later.readToEnd(limit: .seconds(30))
        #expect(rest.closed)
        #expect(rest.bytes.isEmpty)
    }
}
