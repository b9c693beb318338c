import BookTestSupport
import Clocks
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// A client that reads nothing is disconnected after the write timeout (here 300 ms), and what it
/// held (its stream, its connection) is released; a client that reads slowly keeps its response.
@Suite(.timeLimit(.minutes(2))) struct WriteStallTests {
    static let timeout = Duration.milliseconds(300)
    static let download = "GET /files/download?graphics-project-ver-1.tiff HTTP/1.1\r\nHost: x\r\n\r\n"

    static func configuration(clock: TestClock<Duration>, timeout: Duration = timeout) -> BookServer.Configuration {
        var configuration = TestServers.configuration(clock: clock)
        configuration.connections.writeTimeout = timeout
        return configuration
    }

    /// Advances `clock` whenever the stream sleeps on it until the server closes the connection
    /// for stalling; returns how long after the last advance (the stream's last write) that was.
    static func tickUntilStalled(_ server: RunningBookServer, clock: TestClock<Duration>) async throws -> Duration {
        var lastAdvance = ContinuousClock.now
        // Once the stream's writes wait for the client, it no longer sleeps and only the stall
        // can end it.
        while server.server.connectionGuard.stalledConnectionsClosed == 0 {
            if await clock.hasSleeper {
                await clock.advance(by: .seconds(1))
                lastAdvance = .now
            } else {
                try await Task.sleep(for: .milliseconds(5))
            }
        }
        return lastAdvance.duration(to: .now)
    }

    @Test func aDownloadNobodyReadsIsDisconnectedAfterTheWriteTimeout() async throws {
        let clock = TestClock()
        try await withTimeout(.seconds(60)) {
            try await BookServer.withRunning(Self.configuration(clock: clock)) { server in
                let guardian = server.server.connectionGuard
                let client = try await TinyWindowClient.connect(port: server.port, sending: Self.download)
                defer { client.close() }
                // The kernel takes a few megabytes before the server's own buffer fills: slices of
                // 1,000,000 bytes tick by tick until the writes wait, then the write timeout runs.
                let held = try await Self.tickUntilStalled(server, clock: clock)
                #expect(held < .seconds(5), "held for \(held) after the last slice")
                // Its connection is gone on the server, and its stream ends at its next tick.
                try await waitForCondition { guardian.openConnections == 0 }
                try await ClientCapTests.tick(clock) { await server.liveStreamCount == 0 }
                // The client finds at most part of the file (the reset may discard what it had
                // not read), then the end of the connection.
                let (received, closed) = try await client.drain()
                #expect(closed)
                let text = String(decoding: received.prefix(1024), as: UTF8.self).lowercased()
                if let head = text.range(of: "\r\n\r\n") {
                    let length = text[..<head.lowerBound].split(separator: "\r\n")
                        .first { $0.hasPrefix("content-length:") }
                        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
                    let bodyBytes = received.count - text.utf8.distance(from: text.startIndex, to: head.upperBound)
                    #expect(bodyBytes < (length ?? 0), "received \(bodyBytes) of \(length ?? 0) bytes")
                }
            }
        }
    }

    @Test func aSlowReaderKeepsItsDownload() async throws {
        try await withTimeout(.seconds(60)) {
            // A one-second timeout here, so a test process paused by a busy machine is not taken
            // for a client that stopped reading.
            let timeout = Duration.seconds(1)
            try await BookServer.withRunning(Self.configuration(clock: TestClock(), timeout: timeout)) { server in
                let guardian = server.server.connectionGuard
                let client = try await TinyWindowClient.connect(port: server.port, sending: Self.download)
                defer { client.close() }
                try await waitForCondition { await server.server.liveStreams.openedCount == 1 }
                // 4 KiB every 20 ms (about 200 KB/s) for three write timeouts: far slower than the
                // server writes, so its buffer never empties, but it always moves.
                let end = ContinuousClock.now + timeout * 3
                var received = 0
                while ContinuousClock.now < end {
                    let (bytes, closed) = try await client.read(upTo: 4096)
                    #expect(!closed, "the slow reader was cut after \(received) bytes")
                    if closed { break }
                    received += bytes.count
                    try await Task.sleep(for: .milliseconds(20))
                }
                #expect(received > 0)
                #expect(guardian.stalledConnectionsClosed == 0)
                #expect(await server.liveStreamCount == 1)
            }
        }
    }

    @Test func aTickerNobodyReadsIsDisconnectedOnceItsBuffersAreFull() async throws {
        let clock = TestClock()
        try await withTimeout(.seconds(60)) {
            try await BookServer.withRunning(Self.configuration(clock: clock)) { server in
                let guardian = server.server.connectionGuard
                // A thousand symbols: lines of about 50 KB, so the kernel's and the server's buffers
                // (a few megabytes) fill in well under a hundred ticks, even on a busy machine.
                let symbols = Array(repeating: "AAPL", count: 1000).joined(separator: ",")
                let client = try await TinyWindowClient.connect(
                    port: server.port, sending: "GET /littlejohn/ticker?\(symbols) HTTP/1.1\r\nHost: x\r\n\r\n")
                defer { client.close() }
                let held = try await Self.tickUntilStalled(server, clock: clock)
                #expect(held < .seconds(5), "held for \(held) after the last line")
                // Its connection is gone on the server, and its stream ends at its next tick: a stream
                // asleep on the test clock when the connection closed notices only when the clock
                // moves (waiting for it without ticking hung this test when the close came then).
                try await waitForCondition { guardian.openConnections == 0 }
                try await ClientCapTests.tick(clock) { await server.liveStreamCount == 0 }
            }
        }
    }
}
