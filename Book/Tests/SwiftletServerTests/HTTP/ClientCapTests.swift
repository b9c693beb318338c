import Clocks
import Foundation
import SwiftletHTTP
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// Per-client caps: connections (429 and closed beyond the cap, trusted proxies exempt) and open
/// streams (429 beyond the cap, the client told by `X-Forwarded-For` only behind a trusted proxy);
/// the tables of clients empty when their connections and streams end.
@Suite(.timeLimit(.minutes(2))) struct ClientCapTests {
    static let hello = "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n"

    static func withServer(
        clock: TestClock<Duration> = TestClock(),
        _ limits: ConnectionLimits,
        _ body: @escaping @Sendable (RunningBookServer) async throws -> Void
    ) async throws {
        var configuration = TestServers.configuration(clock: clock)
        configuration.connections = limits
        try await withTimeout(.seconds(60)) { [configuration] in
            try await BookServer.withRunning(configuration) { server in try await body(server) }
        }
    }

    /// A ticker request, from `client` behind the proxy when given.
    static func ticker(forwardedFor client: String? = nil) -> String {
        "GET /littlejohn/ticker?AAPL HTTP/1.1\r\nHost: x\r\n"
            + (client.map { "X-Forwarded-For: 198.51.100.99, \($0)\r\n" } ?? "") + "\r\n"
    }

    /// Advances `clock` tick by tick until `condition` holds: streams notice a departed client at
    /// their next tick.
    static func tick(_ clock: TestClock<Duration>, until condition: @Sendable () async -> Bool) async throws {
        while await !condition() {
            await clock.advance(by: .seconds(1))
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    @Test func connectionsBeyondAClientsCapAreA429AndClosed() async throws {
        try await Self.withServer(ConnectionLimits(maxConnectionsPerClient: 2)) { server in
            let guardian = server.server.connectionGuard
            var open: [RawSocket] = []
            defer { open.forEach { $0.close() } }
            for _ in 0..<2 {
                let socket = try await RawSocket.connect(port: server.port, sending: Self.hello)
                open.append(socket)
                #expect(try await socket.readResponse().status == 200)
            }
            let refused = try await HTTPHardeningTests.exchange(server, Array(Self.hello.utf8))
            try HTTPHardeningTests.expectRefusal(refused, status: 429)
            // One client in the table however many connections it has; none once they close.
            #expect(guardian.clientsConnected == 1)
            open.removeFirst().close()
            try await waitForCondition { guardian.openConnections < 2 }
            let served = try await RawSocket.connect(port: server.port, sending: Self.hello)
            #expect(try await served.readResponse().status == 200)
            served.close()
            open.forEach { $0.close() }
            open = []
            try await waitForCondition { guardian.openConnections == 0 }
            #expect(guardian.clientsConnected == 0)
        }
    }

    @Test func aTrustedProxyIsExemptFromTheConnectionCap() async throws {
        let limits = ConnectionLimits(maxConnectionsPerClient: 1, trustedProxies: ["127.0.0.1"])
        try await Self.withServer(limits) { server in
            var open: [RawSocket] = []
            defer { open.forEach { $0.close() } }
            for _ in 0..<4 {
                let socket = try await RawSocket.connect(port: server.port, sending: Self.hello)
                open.append(socket)
                #expect(try await socket.readResponse().status == 200)
            }
            #expect(server.server.connectionGuard.clientsConnected == 0)
        }
    }

    @Test func streamsBeyondAClientsCapAreA429WhileOtherClientsStream() async throws {
        let clock = TestClock()
        let limits = ConnectionLimits(maxStreamsPerClient: 2, trustedProxies: ["127.0.0.1"])
        try await Self.withServer(clock: clock, limits) { server in
            let streams = server.server.liveStreams
            var open: [RawSocket] = []
            defer { open.forEach { $0.close() } }
            for _ in 0..<2 {
                open.append(
                    try await RawSocket.connect(port: server.port, sending: Self.ticker(forwardedFor: "203.0.113.1")))
            }
            try await waitForCondition { streams.count(forClient: "203.0.113.1") == 2 }
            // A third stream of the same client is refused with a JSON error...
            let refused = try await RawSocket.connect(
                port: server.port, sending: Self.ticker(forwardedFor: "203.0.113.1"))
            defer { refused.close() }
            let answer = try await refused.readResponse()
            #expect(answer.status == 429, "\(answer.text)")
            #expect((try TestJSON.object(answer.body)["error"] as? String)?.isEmpty == false)
            // ...while another client behind the same proxy streams.
            open.append(
                try await RawSocket.connect(port: server.port, sending: Self.ticker(forwardedFor: "203.0.113.2")))
            try await waitForCondition { streams.count(forClient: "203.0.113.2") == 1 }
            // When one of its streams ends, the first client may open another.
            open.removeFirst().close()
            try await Self.tick(clock) { streams.count(forClient: "203.0.113.1") == 1 }
            open.append(
                try await RawSocket.connect(port: server.port, sending: Self.ticker(forwardedFor: "203.0.113.1")))
            try await waitForCondition { streams.count(forClient: "203.0.113.1") == 2 }
            // Every stream closed: no client left in the table.
            open.forEach { $0.close() }
            open = []
            try await Self.tick(clock) { await server.liveStreamCount == 0 }
            #expect(streams.clientsStreaming == 0)
        }
    }

    @Test func forwardedForFromAnUntrustedPeerIsIgnored() async throws {
        let clock = TestClock()
        try await Self.withServer(clock: clock, ConnectionLimits(maxStreamsPerClient: 1)) { server in
            let first = try await RawSocket.connect(
                port: server.port, sending: Self.ticker(forwardedFor: "203.0.113.1"))
            defer { first.close() }
            try await waitForCondition { server.server.liveStreams.count(forClient: "127.0.0.1") == 1 }
            // Claiming another address changes nothing: the peer is the client.
            let second = try await RawSocket.connect(
                port: server.port, sending: Self.ticker(forwardedFor: "203.0.113.2"))
            defer { second.close() }
            #expect(try await second.readResponse().status == 429)
        }
    }
}
