import Clocks
import Foundation
import Logging
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
import Testing

/// LittleJohn in the headless host (on the main actor) against a real book server on a free port.
@Suite struct LittleJohnTests {
    private static func configuration(clock: any Clock<Duration>) -> BookServer.Configuration {
        var logger = Logger(label: "swiftlet.apps.tests")
        logger.logLevel = .warning
        return BookServer.Configuration(port: 0, clock: clock, preparesAssetsAtStart: false, logger: logger)
    }

    /// True when the visible screen shows a price with three decimals.
    private static func showsPrices(_ snapshot: String) -> Bool {
        snapshot.split(separator: "\n").contains { line in
            line.trimmingCharacters(in: .whitespaces).wholeMatch(of: /\d+\.\d{3}/) != nil
        }
    }

    @Test func theTickerIsAPushedScreenWhoseStreamEndsWhenTheUserGoesBack() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(Self.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(LittleJohnView(server: server.baseURL))
                try await host.waitUntil { host.snapshot().contains("[AAPL]") }
                #expect(host.snapshot().contains("[Live ticker] (disabled)"))
                try await host.tap("AAPL")
                try await host.tap("TSLA")
                try await host.tap("Live ticker")
                try await host.waitUntil { Self.showsPrices(host.snapshot()) }
                #expect(host.snapshot().contains("TSLA"))
                #expect(!host.snapshot().contains("[Live ticker]"))
                #expect(await server.liveStreamCount == 1)

                try await host.navigateBack()
                // The list is back with its selection; leaving the screen cancelled its stream.
                #expect(host.snapshot().contains("[AAPL ✓]"))
                while await server.liveStreamCount > 0 {
                    await clock.advance(by: .seconds(1))
                    try await Task.sleep(for: .milliseconds(10))
                }
                await host.unmount()
            }
        }
    }

    @Test func eachPriceLineLogsUpdatedAtDebugLevelUntilTheTickerIsCancelled() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(Self.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(120)) { @MainActor in
                let log = CapturedLog()
                let model = LittleJohnModel(server: server.baseURL, logger: log.logger("littlejohn"))
                let ticker = Task { try await model.startTicker(["AAPL"]) }
                let updated = { log.all.filter { $0.contains(" littlejohn debug Updated: ") }.count }
                while updated() < 2 {
                    await clock.advance(by: .seconds(1))
                    try await Task.sleep(for: .milliseconds(10))
                }
                #expect(model.tickerSymbols.map(\.name) == ["AAPL"])
                ticker.cancel()
                _ = await ticker.result
                let logged = updated()
                // The server notices the closed connection at its next write.
                while await server.liveStreamCount > 0 {
                    await clock.advance(by: .seconds(1))
                    try await Task.sleep(for: .milliseconds(10))
                }
                await clock.advance(by: .seconds(3))
                #expect(updated() == logged)
            }
        }
    }

    @Test func theStreamEndingReturnsToTheListWithoutAnError() async throws {
        let clock = TestClock()
        // `withRunning` owns the server even when the test fails; the shutdown inside is what ends
        // the stream (a second shutdown is harmless).
        try await BookServer.withRunning(Self.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(LittleJohnView(server: server.baseURL))
                try await host.waitUntil { host.snapshot().contains("[NOK]") }
                try await host.tap("NOK")
                try await host.tap("Live ticker")
                try await host.waitUntil { Self.showsPrices(host.snapshot()) }
                try await server.shutdown()
                try await host.waitUntil { host.snapshot().contains("[Live ticker]") }
                #expect(!host.snapshot().contains("Alert"))
                await host.unmount()
            }
        }
    }

    @Test func aServerThatIsDownShowsTheErrorAlertUntilClose() async throws {
        try await withTimeout(.seconds(180)) { @MainActor in
            // Port 1 on loopback: nothing listens, the connection is refused.
            let host = HeadlessHost(LittleJohnView(server: URL(string: "http://127.0.0.1:1")!))
            try await host.waitUntil { host.snapshot().contains("Alert Error") }
            try await host.tap("Close")
            #expect(!host.snapshot().contains("Alert"))
            #expect(host.snapshot().contains("ProgressView Loading symbols"))
            await host.unmount()
        }
    }
}
