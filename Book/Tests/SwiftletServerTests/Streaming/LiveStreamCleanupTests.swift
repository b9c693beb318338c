import AsyncHTTPClient
import Clocks
import Foundation
import NIOCore
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// Streams end and free their timers when clients leave or the server stops.
@Suite struct LiveStreamCleanupTests {
    /// Opens `count` streams at `path(index)`, reads their first bytes, then drops them all.
    private func openAndDrop(_ count: Int, on server: RunningBookServer, path: @escaping @Sendable (Int) -> String)
        async throws
    {
        let url = server.baseURL.absoluteString
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<count {
                group.addTask {
                    let request = HTTPClientRequest(url: url + path(index))
                    let response = try await TestHTTP.client.execute(request, timeout: .hours(1))
                    // Read the first bytes, then drop the response: the connection closes.
                    var iterator = response.body.makeAsyncIterator()
                    _ = try await iterator.next()
                }
            }
            try await group.waitForAll()
        }
    }

    /// Advances `clock` one tick at a time (letting the server run between ticks) until no stream
    /// is open; the caller's timeout bounds it.
    private func tickUntilNoStreamIsLive(_ server: RunningBookServer, clock: TestClock<Duration>) async throws {
        while await server.liveStreamCount > 0 {
            await clock.advance(by: .seconds(1))
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    @Test func twoHundredDroppedTickersAllClose() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(TestServers.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(60)) {
                try await openAndDrop(200, on: server) { _ in "/littlejohn/ticker?AAPL" }
                #expect(await server.server.liveStreams.openedCount == 200)
                // A closed connection is noticed on the next writes, so let the timers tick.
                try await tickUntilNoStreamIsLive(server, clock: clock)
            }
        }
    }

    @Test func droppedChatStreamsClose() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(TestServers.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(60)) {
                try await openAndDrop(20, on: server) { "/chat/room?user\($0)" }
                try await openAndDrop(20, on: server) { _ in "/cli/chat?someone" }
                #expect(await server.liveStreamCount == 40)
                // Each stream ends at its next tick (departure flag) or at its next write,
                // whichever comes first; the messages keep the write path covered too.
                var round = 0
                while await server.liveStreamCount > 0 {
                    round += 1
                    _ = try await ChatRoutesTests.say(server, user: "ana", "ping \(round)")
                    _ = try await TestHTTP.fetch(
                        server.baseURL,
                        path: "/cli/say",
                        method: .POST,
                        body: .init(string: "ping \(round)")
                    )
                    await clock.advance(by: .seconds(1))
                    try await Task.sleep(for: .milliseconds(10))
                }
                #expect(await server.liveStreamCount == 0)
            }
        }
    }

    @Test func quietChatStreamsEndWithinATickOfTheirClientLeaving() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(TestServers.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(60)) {
                do {
                    let (_, _, chat) = try await TestHTTP.open(server.baseURL, path: "/chat/room?ana")
                    let (_, _, cli) = try await TestHTTP.open(server.baseURL, path: "/cli/chat?ana")
                    #expect(try await chat.next()?.hasPrefix("{\"activeUsers\"") == true)
                    #expect(try await cli.next() == "[ana connected]\r\n")
                    await clock.advance(by: .seconds(1))
                    #expect(try await chat.next()?.contains("ana connected") == true)
                    #expect(await server.liveStreamCount == 2)
                    // Both readers are released here, which closes their connections.
                }
                // Nobody speaks any more, so neither stream has anything to write: only the
                // connection's departure flag can end them, at their next tick.
                try await tickUntilNoStreamIsLive(server, clock: clock)
            }
        }
    }

    @Test func shutdownClosesOpenStreams() async throws {
        let clock = TestClock()
        let server = try await BookServer.start(TestServers.configuration(clock: clock))
        try await withTimeout(.seconds(60)) {
            let (_, _, ticker) = try await TestHTTP.open(server.baseURL, path: "/littlejohn/ticker?NOK")
            let (_, _, chat) = try await TestHTTP.open(server.baseURL, path: "/chat/room?ana")
            _ = try await ticker.next(2)
            _ = try await chat.next()
            #expect(await server.liveStreamCount == 2)
            try await server.shutdown()
            #expect(await server.liveStreamCount == 0)
            // Both bodies end instead of hanging.
            _ = try? await ticker.rest()
            _ = try? await chat.rest()
        }
    }
}
