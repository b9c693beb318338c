import Foundation
import Logging
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct WebLinesNetworkTests {
    let client = WebClient()

    @Test func readsTickerLinesAndBreakingClosesTheStream() async throws {
        try await withBookServer { server in
            var count = 0
            for try await line in client.lines(for: .get(server.url("/littlejohn/ticker", query: "AAPL,TSLA"))) {
                let quotes = try WebClient.jsonDecoder.decode([TickerClient.Quote].self, from: Data(line.utf8))
                #expect(Set(quotes.map(\.name)) == ["AAPL", "TSLA"])
                count += 1
                if count == 3 { break }
            }
            #expect(count == 3)
            try await waitUntil { await server.liveStreamCount == 0 }
        }
    }

    @Test func cancellingTheConsumingTaskClosesTheConnection() async throws {
        try await withBookServer { server in
            let lines = client.lines(for: .get(server.url("/littlejohn/ticker", query: "NOK")))
            let seen = Counter()
            let consumer = Task {
                for try await _ in lines { await seen.increment() }
            }
            try await waitUntil { await seen.value >= 2 }
            #expect(await server.liveStreamCount == 1)
            consumer.cancel()
            await #expect(throws: CancellationError.self) { try await consumer.value }
            try await waitUntil { await server.liveStreamCount == 0 }
        }
    }

    @Test func crlfLinesArriveWithoutCarriageReturnsOrBlankDuplicates() async throws {
        try await withBookServer { server in
            _ = try await client.data(for: .post(server.url("/cli/say"), text: "[ann] hello"))
            var lines: [String] = []
            for try await line in client.lines(for: .get(server.url("/cli/chat", query: "bob"))) {
                lines.append(line)
                if line.contains("[ann] hello") { break }
            }
            #expect(lines.allSatisfy { !$0.contains("\r") })
        }
    }

    @Test func aBadStatusIsThrownByTheFirstNext() async throws {
        try await withBookServer { server in
            await #expect {
                for try await _ in client.lines(for: .get(server.url("/littlejohn/ticker", query: "NOPE"))) {}
            } throws: { error in
                if case WebClientError.badStatus(400, _) = error { return true }
                return false
            }
        }
    }

    @Test func theSequenceEndsWhenTheServerShutsDown() async throws {
        try await withTimeout(.seconds(60)) {
            var logger = Logger(label: "swiftlet.kit-tests")
            logger.logLevel = .critical
            let running = try await BookServer.start(
                BookServer.Configuration(
                    port: 0, streamInterval: .milliseconds(20), preparesAssetsAtStart: false, logger: logger))
            let lines = WebClient().lines(for: .get(running.url("/littlejohn/ticker", query: "AMD")))
            let seen = Counter()
            let consumer = Task {
                for try await _ in lines { await seen.increment() }
                return "ended"
            }
            try await waitUntil { await seen.value >= 1 }
            try await running.shutdown()
            let outcome = await consumer.result
            // A clean end of the body ends the loop; a connection cut mid-chunk is a transport error.
            switch outcome {
            case .success(let value): #expect(value == "ended")
            case .failure(let error): #expect(error is WebClientError)
            }
        }
    }
}
