import AsyncHTTPClient
import Clocks
import Foundation
import SwiftletTesting
import Testing

@testable import SwiftletServer

/// Streams end and free their timers when clients leave or the server stops.
@Suite struct LiveStreamCleanupTests {
    @Test func twoHundredDroppedStreamsAllClose() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(TestServers.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(60)) {
                let url = server.baseURL.absoluteString
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for index in 0..<200 {
                        let path = index.isMultiple(of: 2) ? "/littlejohn/ticker?AAPL" : "/chat/room?user\(index)"
                        group.addTask {
                            let response = try await TestHTTP.client.execute(HTTPClientRequest(url: url + path), timeout: .hours(1))
                            // Read the first bytes, then drop the response: the connection closes.
                            var iterator = response.body.makeAsyncIterator()
                            _ = try await iterator.next()
                        }
                    }
                    try await group.waitForAll()
                }
                #expect(await server.server.liveStreams.openedCount == 200)
                // A closed connection is noticed on the next write, so let the timers tick.
                while await server.liveStreamCount > 0 {
                    await clock.advance(by: .seconds(1))
                    try await Task.sleep(for: .milliseconds(10))
                }
                #expect(await server.liveStreamCount == 0)
            }
        }
    }

    @Test func shutdownClosesOpenStreams() async throws {
        let clock = TestClock()
        let server = try await BookServer.start(TestServers.configuration(clock: clock))
        try await withTimeout(.seconds(30)) {
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
