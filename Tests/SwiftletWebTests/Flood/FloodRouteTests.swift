import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// Floods against a real server on 127.0.0.1 (port 0): page loads from one client, and one socket's
/// messages. Another client keeps being served throughout.
@Suite(.timeLimit(.minutes(3))) struct FloodRouteTests {
    private func application(
        configuration: WebHostConfiguration, logger: Logger = Logger(label: "swiftlet.web")
    ) -> (some ApplicationProtocol, WebHost) {
        let host = WebHost(
            apps: [
                WebApp(name: "counter", title: "Counter", summary: "") { CounterView() },
                WebApp(name: "rows", title: "Rows", summary: "") { ManyRowsView(count: 300) },
            ],
            configuration: configuration, logger: logger)
        let router = Router(context: WebHostRequestContext.self)
        host.register(on: router)
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router,
                configuration: .init(ws: .init(maxFrameSize: WebHostConfiguration.maxFrameSize))))
        return (app, host)
    }

    /// One `GET path` on a new connection, as `client` behind the trusted proxy 127.0.0.1.
    private static func get(_ path: String, port: Int, client: String) async throws -> (status: Int?, body: String) {
        let socket = try await RawSocket.connect(
            port: port,
            sending: "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Forwarded-For: \(client)\r\n"
                + "Connection: close\r\n\r\n")
        defer { socket.close() }
        let response = try await socket.readToEnd(limit: .seconds(30))
        return (response.status, response.body)
    }

    @Test func pageLoadsBeyondTheClientsShareAre429WhileAnotherClientIsServed() async throws {
        var configuration = WebHostConfiguration()
        configuration.trustedProxies = ["127.0.0.1"]
        let (app, host) = application(configuration: configuration)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let loads = 1_000
            let statuses = try await withTimeout(.seconds(150)) {
                try await withThrowingTaskGroup(of: [Int].self) { group in
                    for worker in 0..<8 {
                        group.addTask {
                            var statuses: [Int] = []
                            for _ in stride(from: worker, to: loads, by: 8) {
                                let (status, body) = try await Self.get("/apps/rows", port: port, client: "10.0.0.1")
                                statuses.append(status ?? 0)
                                if status == 429 { #expect(body.hasPrefix(#"{"error":"too many"#)) }
                            }
                            return statuses
                        }
                    }
                    // Another client loads pages during the flood and gets every one. (Its latency, which
                    // depends on what else runs in this process, is measured by Book/Benchmarks/web/flood.py
                    // and asserted against a server of its own in Book/Tests/Browser/test_flood.py.)
                    group.addTask {
                        var slowest = Duration.zero
                        for _ in 0..<20 {
                            let start = ContinuousClock.now
                            let (status, body) = try await Self.get("/apps/counter", port: port, client: "10.0.0.2")
                            slowest = max(slowest, start.duration(to: .now))
                            #expect(status == 200 && body.contains("Count: 0"))
                        }
                        print("page-load flood: the other client's slowest page took \(slowest)")
                        return []
                    }
                    return try await group.reduce(into: []) { $0 += $1 }
                }
            }
            let served = statuses.filter { $0 == 200 }.count
            let refused = statuses.filter { $0 == 429 }.count
            #expect(served == SessionCaps().maxPendingPerClient)
            #expect(refused == loads - served)
            // What the server holds is bounded by count: the flooding client's share of pending
            // trees, plus the other client's pages. (Memory itself is measured by the flood
            // benchmark, Book/Benchmarks/web/flood.py, on a server of its own: this process runs other
            // suites in parallel, so its resident size says nothing about this server.)
            let pending = await MainActor.run { host.sessions.pendingCount }
            #expect(pending == SessionCaps().maxPendingPerClient + 20)
            print("page-load flood: \(loads) loads, \(served) served, \(refused) refused (429)")
        }
    }

    @Test func aSocketOverItsMessageRateGetsAnErrorFrameThenCloses() async throws {
        var configuration = WebHostConfiguration(extraAllowedOrigins: ["ws://localhost"])
        // No refill: exactly the burst is accepted, however slowly the test client writes.
        configuration.messageRate = 0
        configuration.messageBurst = 100
        let (app, _) = application(configuration: configuration)
        try await app.test(.live) { client in
            let received = FrameRecorder()
            _ = try await withTimeout(.seconds(60)) {
                try await client.ws("/ws?app=counter") { inbound, outbound, _ in
                    for _ in 0..<1_000 {
                        do {
                            try await outbound.write(.text(#"{"ev":"resync"}"#))
                        } catch {
                            break
                        }
                    }
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        if case .text(let text) = message { _ = await received.append(text) }
                    }
                }
            }
            let frames = await received.frames
            #expect(frames.last?.contains("too many messages") == true)
            // The messages within the burst were answered (at most one render each); the rest were
            // not read.
            #expect(frames.filter { $0.contains("\"render\"") }.count <= 101)
            #expect(frames.filter { $0.contains("too many messages") }.count == 1)
        }
    }

    @Test func refusedUpgradesWithHugeOriginsMakeOneShortLogLine() async throws {
        let capture = CapturedLog()
        let (app, _) = application(configuration: WebHostConfiguration(), logger: capture.logger())
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let origin = "http://evil.example/" + String(repeating: "O", count: 10_000)
            var sockets: [RawSocket] = []
            defer { for socket in sockets { socket.close() } }
            for _ in 0..<20 {
                sockets.append(
                    try await RawSocket.connect(
                        port: port,
                        sending: "GET /ws?app=counter HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
                            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                            + "Sec-WebSocket-Version: 13\r\nOrigin: \(origin)\r\n\r\n"))
            }
            // Every refusal is decided (the last one logged its count or was counted) within the bound.
            try await withTimeout(.seconds(60)) {
                while !capture.all.contains(where: { $0.contains("refused WebSocket upgrade") }) {
                    try await Task.sleep(for: .milliseconds(5))
                }
            }
        }
        let refusals = capture.all.filter { $0.contains("refused WebSocket upgrade") }
        #expect(refusals.count == 1)
        for line in refusals { #expect(line.utf8.count < 600) }
    }

    @Test func aSocketBeyondTheClientsShareGetsAnErrorFrameAndIsClosed() async throws {
        var configuration = WebHostConfiguration(extraAllowedOrigins: ["ws://localhost"])
        configuration.sessionCaps.maxSessionsPerClient = 1
        let (app, host) = application(configuration: configuration)
        _ = try await app.test(.live) { client in
            // The first socket holds the client's only session while the second is refused.
            _ = try await withTimeout(.seconds(60)) {
                try await client.ws("/ws?app=counter") { inbound, _, _ in
                    var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                    _ = try await messages.next()
                    let refused = FrameRecorder()
                    try await client.ws("/ws?app=counter") { inbound, _, _ in
                        for try await message in inbound.messages(maxSize: 1 << 20) {
                            if case .text(let text) = message { _ = await refused.append(text) }
                        }
                    }
                    let frames = await refused.frames
                    #expect(frames.count == 1 && frames.first?.contains("too many sessions") == true)
                    #expect(await MainActor.run { host.sessions.liveCount } == 1)
                }
            }
        }
    }
}
