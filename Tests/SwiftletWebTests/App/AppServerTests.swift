import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import SwiftletHTTP
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `AppServer` and `WebServer` over a real port on 127.0.0.1: an `App` is served at `/`, each page
/// load is its own session, and a taken port is reported as such.
@Suite(.timeLimit(.minutes(2))) struct AppServerTests {
    private static func quietLogger() -> Logger {
        var logger = Logger(label: "swiftlet.app-server-tests")
        logger.logLevel = .critical
        return logger
    }

    /// Runs `body` with the port of `serve` once it listens, then cancels the server and waits for it.
    private func withServer(
        _ serve: @escaping @Sendable (_ onListening: @escaping @Sendable (Int) async -> Void) async throws -> Void,
        _ body: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        try await withTimeout(.seconds(60)) {
            let (ports, listening) = AsyncStream.makeStream(of: Int.self)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await serve { port in listening.yield(port) } }
                var iterator = ports.makeAsyncIterator()
                guard let port = await iterator.next() else { return }
                try await body(port)
                group.cancelAll()
            }
        }
    }

    private func get(_ port: Int, _ path: String) async throws -> String {
        let url = URL(string: "http://127.0.0.1:\(port)\(path)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func anAppIsServedAtTheRootWithASessionPerPage() async throws {
        try await withServer({ onListening in
            try await AppServer.run(
                TestCounterApp(), options: WebServerOptions(arguments: ["--port", "0"]), logger: Self.quietLogger(),
                onListening: onListening)
        }) { port in
            let first = try await get(port, "/")
            #expect(first.contains("<title>Counter</title>"))
            #expect(first.contains("data-app=\"counter\""))
            #expect(first.contains("Count: 0"))
            #expect(first.contains("data-identifier=\"add\""))
            // The app is the whole site: no link back to an index.
            #expect(!first.contains("sw-home"))
            // The same window is also reachable by name, and every page load mounts its own session.
            let second = try await get(port, "/apps/counter")
            #expect(second.contains("Count: 0"))
            #expect(try await get(port, "/web/status") == #"{"sessions":2,"pending":2,"detached":0}"#)
        }
    }

    @Test func appConnectionsAreGuardedAsTheBookServersAre() async throws {
        try await withServer({ onListening in
            try await AppServer.run(
                TestCounterApp(), options: WebServerOptions(arguments: ["--port", "0"]),
                connectionLimits: ConnectionLimits(headerTimeout: .seconds(1)), logger: Self.quietLogger(),
                onListening: onListening)
        }) { port in
            // A client that sends nothing is answered 408 and closed once the header timeout passes.
            let silent = try await RawSocket.connect(port: port)
            defer { silent.close() }
            let timedOut = try await silent.readToEnd(limit: .seconds(20))
            #expect(timedOut.status == 408 && timedOut.closed, "\(timedOut.text)")
            #expect(timedOut.body.contains("\"error\""))
            // A malformed WebSocket upgrade is refused before it reaches the host.
            let upgrade = try await RawSocket.connect(
                port: port,
                sending: "GET /ws?app=counter HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\n"
                    + "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: short\r\n\r\n")
            defer { upgrade.close() }
            #expect(try await upgrade.readToEnd(limit: .seconds(20)).status == 400)
        }
    }

    @Test func appConnectionsAreCappedPerClient() async throws {
        try await withServer({ onListening in
            try await AppServer.run(
                TestCounterApp(), options: WebServerOptions(arguments: ["--port", "0"]),
                connectionLimits: ConnectionLimits(maxConnectionsPerClient: 2), logger: Self.quietLogger(),
                onListening: onListening)
        }) { port in
            // Two kept-alive connections from one address are served (each answered, so each is
            // counted); a third is answered 429 and closed.
            let request = "GET /web/status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            let first = try await RawSocket.connect(port: port, sending: request)
            defer { first.close() }
            #expect(try await first.readResponse(limit: .seconds(20)).status == 200)
            let second = try await RawSocket.connect(port: port, sending: request)
            defer { second.close() }
            #expect(try await second.readResponse(limit: .seconds(20)).status == 200)
            let third = try await RawSocket.connect(port: port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            defer { third.close() }
            let refused = try await third.readToEnd(limit: .seconds(20))
            #expect(refused.status == 429, "\(refused.text)")
        }
    }

    @Test func trustedProxiesComeFromTheCommandLine() throws {
        let options = try WebServerOptions(arguments: ["--trusted-proxy", "10.0.0.1", "--trusted-proxy=10.0.0.2"])
        #expect(options.trustedProxies == ["10.0.0.1", "10.0.0.2"])
        #expect(throws: WebServerOptionsError.missingValue("--trusted-proxy")) {
            try WebServerOptions(arguments: ["--trusted-proxy"])
        }
    }

    @Test func aTakenPortIsReportedByNumber() async throws {
        try await withServer({ onListening in
            try await AppServer.run(
                TestCounterApp(), options: WebServerOptions(arguments: ["--port", "0"]), logger: Self.quietLogger(),
                onListening: onListening)
        }) { port in
            let router = Router(context: BasicWebSocketRequestContext.self)
            await #expect(throws: WebServerError.portInUse(host: "127.0.0.1", port: port)) {
                try await WebServer.run(router: router, host: "127.0.0.1", port: port, logger: Self.quietLogger())
            }
            let message = "\(WebServerError.portInUse(host: "127.0.0.1", port: port))"
            #expect(message.contains("port \(port) is already in use"))
            #expect(!message.contains("\n"))
        }
    }
}
