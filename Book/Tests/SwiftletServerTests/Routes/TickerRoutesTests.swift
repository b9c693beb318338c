import Clocks
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// `/littlejohn/ticker` over a real port.
@Suite struct TickerRoutesTests {
    @Test func streamsOneJSONArrayPerLine() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(TestServers.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(60)) {
                let (status, headers, lines) = try await TestHTTP.open(
                    server.baseURL, path: "/littlejohn/ticker?TSLA,AAPL,XXX,TSLA")
                #expect(status == 200)
                #expect(headers.first(name: "content-type") == "application/octet-stream")
                // The initial prices and the first tick arrive at once.
                var received = try await lines.next(2)
                clock.advanceInBackground(by: .seconds(1))
                received += try await lines.next(1)
                for line in received {
                    #expect(line.hasSuffix("}]\n"))
                    #expect(!line.hasSuffix("\r\n"))
                    let stocks = try JSONDecoder().decode([Stock].self, from: Data(line.utf8))
                    #expect(stocks.map(\.name) == ["TSLA", "AAPL", "TSLA"])
                    #expect(stocks.allSatisfy { $0.value >= 0 })
                    let objects = try TestJSON.array(line).compactMap { $0 as? [String: Any] }
                    #expect(objects.allSatisfy { Set($0.keys) == ["name", "value"] })
                }
                let first = try JSONDecoder().decode([Stock].self, from: Data(received[0].utf8))
                #expect(first.allSatisfy { (10...100).contains($0.value) })
            }
        }
    }

    @Test(arguments: ["", "?", "?XXX", "?aapl", "?,,,", "?name=AAPL"])
    func noValidSymbolIsA400(query: String) async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: TestClock())) { server in
            let response = try await TestHTTP.fetch(server.baseURL, path: "/littlejohn/ticker\(query)")
            #expect(response.status == 400)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(try TestJSON.object(response.text)["error"] as? String == "No valid stock name found.")
            #expect(await server.liveStreamCount == 0)
        }
    }
}

extension TestClock<Duration> {
    /// Advances the clock from a separate task, so a test can keep reading a stream meanwhile.
    func advanceInBackground(by duration: Duration) {
        Task { await self.advance(by: duration) }
    }
}
