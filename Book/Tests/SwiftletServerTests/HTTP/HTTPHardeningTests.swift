import Clocks
import Foundation
import SwiftletHTTP
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// Hostile and broken clients on a real server (raw TCP on a free port): every refusal is a JSON
/// error followed by the server closing the connection; well-behaved keep-alive clients are
/// unaffected. Timeouts are configured short (200 ms) so no test waits long.
@Suite(.timeLimit(.minutes(2))) struct HTTPHardeningTests {
    static func configuration(_ limits: ConnectionLimits = ConnectionLimits()) -> BookServer.Configuration {
        var configuration = TestServers.configuration(clock: TestClock())
        configuration.connections = limits
        return configuration
    }

    /// Runs `body` with a server using `limits`, everything bounded by 30 s.
    static func withServer(
        _ limits: ConnectionLimits = ConnectionLimits(),
        _ body: @escaping @Sendable (RunningBookServer) async throws -> Void
    ) async throws {
        try await withTimeout(.seconds(60)) {
            try await BookServer.withRunning(configuration(limits)) { server in try await body(server) }
        }
    }

    /// Sends `request` on a new connection and reads until the server closes it.
    static func exchange(_ server: RunningBookServer, _ request: [UInt8]) async throws -> RawSocket.Received {
        let socket = try await RawSocket.connect(port: server.port, sending: request)
        defer { socket.close() }
        return try await socket.readToEnd()
    }

    static func expectRefusal(
        _ received: RawSocket.Received, status: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(received.status == status, "\(received.text)", sourceLocation: sourceLocation)
        #expect(received.closed, "the server kept the connection open", sourceLocation: sourceLocation)
        #expect(received.text.lowercased().contains("content-type: application/json"), sourceLocation: sourceLocation)
        #expect(received.text.lowercased().contains("connection: close"), sourceLocation: sourceLocation)
        let object = try TestJSON.object(received.body)
        #expect((object["error"] as? String)?.isEmpty == false, sourceLocation: sourceLocation)
    }

    @Test func aMalformedContentLengthIsA400AndClosed() async throws {
        try await Self.withServer { server in
            let received = try await Self.exchange(
                server, Array("GET /hello HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n".utf8))
            try Self.expectRefusal(received, status: 400)
        }
    }

    @Test func fiveHundredRandomBytesAreA400AndClosed() async throws {
        try await Self.withServer { server in
            // A fixed pseudo-random sequence (the same on every run), starting with a byte no
            // method can start with.
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            let bytes =
                [0x01]
                + (1..<500).map { _ -> UInt8 in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return UInt8(truncatingIfNeeded: state >> 33)
                }
            try Self.expectRefusal(try await Self.exchange(server, bytes), status: 400)
        }
    }

    @Test func aBadRequestLineIsA400() async throws {
        try await Self.withServer { server in
            let received = try await Self.exchange(server, Array("GET / HTTP/9.9 extra\r\n\r\n".utf8))
            try Self.expectRefusal(received, status: 400)
        }
    }

    @Test func headersThatStopHalfwayAreA408AfterTheHeaderTimeout() async throws {
        try await Self.withServer(ConnectionLimits(headerTimeout: .milliseconds(200))) { server in
            let received = try await Self.exchange(server, Array("GET /hello HTTP/1.1\r\nHost: x\r\n".utf8))
            try Self.expectRefusal(received, status: 408)
        }
    }

    @Test func aBodyThatStopsHalfwayIsA408AfterTheBodyTimeout() async throws {
        try await Self.withServer(ConnectionLimits(bodyTimeout: .milliseconds(200))) { server in
            let head =
                "POST /chat/say HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n"
            let received = try await Self.exchange(server, Array((head + "{\"user\":").utf8))
            try Self.expectRefusal(received, status: 408)
            #expect(received.text.contains("body"), "\(received.text)")
        }
    }

    @Test func aConnectionThatSendsNothingIsClosedAfterTheHeaderTimeout() async throws {
        try await Self.withServer(ConnectionLimits(headerTimeout: .milliseconds(200))) { server in
            let received = try await Self.exchange(server, [])
            try Self.expectRefusal(received, status: 408)
        }
    }

    @Test func aKeepAliveConnectionServesSeveralRequests() async throws {
        try await Self.withServer { server in
            let request = "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n"
            let socket = try await RawSocket.connect(port: server.port, sending: request)
            defer { socket.close() }
            for number in 0..<3 {
                if number > 0 { try await socket.send(request) }
                let response = try await socket.readResponse()
                #expect(response.status == 200, "\(response.text)")
                #expect(!response.closed)
            }
        }
    }

    @Test func anIdleKeepAliveConnectionIsClosedAfterItsResponse() async throws {
        try await Self.withServer(ConnectionLimits(idleTimeout: .milliseconds(200))) { server in
            let socket = try await RawSocket.connect(
                port: server.port, sending: "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            defer { socket.close() }
            let response = try await socket.readResponse()
            #expect(response.status == 200, "\(response.text)")
            // Nothing more is sent: the server closes quietly once the idle time is over.
            let rest = try await socket.readToEnd()
            #expect(rest.closed)
            #expect(rest.bytes.isEmpty, "an idle close sends nothing: \(rest.text)")
        }
    }

    @Test func aSlowLaterRequestIsA408AfterTheHeaderTimeout() async throws {
        try await Self.withServer(ConnectionLimits(headerTimeout: .seconds(5), idleTimeout: .seconds(20))) {
            server in
            let socket = try await RawSocket.connect(
                port: server.port, sending: "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            defer { socket.close() }
            #expect(try await socket.readResponse().status == 200)
            try await socket.send("GET /hello HTTP/1.1\r\n")
            try Self.expectRefusal(try await socket.readToEnd(), status: 408)
        }
    }

    @Test func connectionsBeyondTheCapAreA503AndClosed() async throws {
        try await Self.withServer(ConnectionLimits(maxConnections: 2)) { server in
            var open: [RawSocket] = []
            defer { open.forEach { $0.close() } }
            for _ in 0..<2 {
                let socket = try await RawSocket.connect(
                    port: server.port, sending: "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
                open.append(socket)
                // Served: so the server has counted it before the next one connects.
                #expect(try await socket.readResponse().status == 200)
            }
            let refused = try await Self.exchange(server, [])
            try Self.expectRefusal(refused, status: 503)
            // Once one leaves, a new client is served again.
            open.removeFirst().close()
            try await waitForCondition { server.server.connectionGuard.openConnections < 2 }
            let served = try await RawSocket.connect(
                port: server.port, sending: "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            defer { served.close() }
            #expect(try await served.readResponse().status == 200)
        }
    }

    @Test func tooManyHeaderLinesAreA431() async throws {
        try await Self.withServer { server in
            let headers = (0..<101).map { "X-Filler-\($0): a\r\n" }.joined()
            let received = try await Self.exchange(server, Array("GET /hello HTTP/1.1\r\n\(headers)\r\n".utf8))
            try Self.expectRefusal(received, status: 431)
        }
    }

    @Test func headersOverTheByteLimitAreA431() async throws {
        try await Self.withServer { server in
            let value = String(repeating: "v", count: 17 * 1024)
            let received = try await Self.exchange(
                server, Array("GET /hello HTTP/1.1\r\nHost: x\r\nX-Big: \(value)\r\n\r\n".utf8))
            try Self.expectRefusal(received, status: 431)
            // Far beyond the decoder's own ceiling too.
            let huge = String(repeating: "v", count: 200 * 1024)
            let overflow = try await Self.exchange(
                server, Array("GET /hello HTTP/1.1\r\nHost: x\r\nX-Big: \(huge)\r\n\r\n".utf8))
            try Self.expectRefusal(overflow, status: 431)
        }
    }

    @Test func aLimitRaisedInTheConfigurationIsHonoured() async throws {
        try await Self.withServer(ConnectionLimits(maxHeaderLines: 200)) { server in
            let headers = (0..<150).map { "X-Filler-\($0): a\r\n" }.joined()
            let socket = try await RawSocket.connect(
                port: server.port, sending: "GET /hello HTTP/1.1\r\n\(headers)\r\n")
            defer { socket.close() }
            #expect(try await socket.readResponse().status == 200)
        }
    }

    @Test func aRequestTargetOver8KiBIsA414() async throws {
        try await Self.withServer { server in
            let path = "/hello?" + String(repeating: "q", count: 9 * 1024)
            try Self.expectRefusal(
                try await Self.exchange(server, Array("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n".utf8)), status: 414)
            let huge = "/hello?" + String(repeating: "q", count: 200 * 1024)
            try Self.expectRefusal(
                try await Self.exchange(server, Array("GET \(huge) HTTP/1.1\r\nHost: x\r\n\r\n".utf8)), status: 414)
        }
    }

    @Test func refusedConnectionsAreNoLongerCounted() async throws {
        try await Self.withServer { server in
            for _ in 0..<5 {
                _ = try await Self.exchange(server, Array("BROKEN\r\n\r\n".utf8))
            }
            try await waitForCondition { server.server.connectionGuard.openConnections == 0 }
        }
    }
}

/// Polls `condition` until it holds (every 10 ms); the caller bounds it with a timeout. Used only
/// for the server's connection count, which drops on the server's event loop after the client
/// has gone.
func waitForCondition(_ condition: @Sendable () async -> Bool) async throws {
    while await !condition() {
        try await Task.sleep(for: .milliseconds(10))
    }
}
