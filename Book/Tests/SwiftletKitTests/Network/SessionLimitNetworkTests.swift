import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

/// What the streams of one page saw.
@MainActor
private final class StreamOutcomes {
    var linesRead: [String: Int] = [:]
    var refusals: [String: WebClientError] = [:]
}

/// A page whose rows each stream the ticker of their symbol from their own `.task`.
private struct TickerRows: View {
    let server: URL
    let symbols: [String]
    let outcomes: StreamOutcomes

    var body: some View {
        VStack {
            ForEach(symbols, id: \.self) { symbol in
                Text(symbol).task {
                    let lines = WebClient().lines(for: .get(server.url("/littlejohn/ticker", query: symbol)))
                    do {
                        for try await _ in lines { outcomes.linesRead[symbol, default: 0] += 1 }
                    } catch let error as WebClientError {
                        outcomes.refusals[symbol] = error
                    } catch {}
                }
            }
        }
    }
}

extension URL {
    fileprivate func url(_ path: String, query: String) -> URL {
        var components = URLComponents(url: appending(path: path), resolvingAgainstBaseURL: false)
        components?.percentEncodedQuery = query
        return components?.url ?? self
    }
}

@Suite struct SessionLimitNetworkTests {
    /// The environment of a page of its own whose views may open `streams` streams.
    @MainActor private static func page(streams: Int) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.hostServices = HostServices(resources: SessionResources(limits: .init(streams: streams)))
        return environment
    }

    @Test func aPageOpensAtMostItsLimitOfStreamsAndTheRestAreRefusedWithAReason() async throws {
        try await withBookServer { server in
            try await withTimeout(.seconds(60)) { @MainActor in
                let outcomes = StreamOutcomes()
                let host = HeadlessHost(
                    TickerRows(server: server.baseURL, symbols: ["AAPL", "TSLA", "NOK"], outcomes: outcomes),
                    environment: Self.page(streams: 2))
                try await host.waitUntil { outcomes.linesRead.count == 2 && outcomes.refusals.count == 1 }
                #expect(outcomes.refusals.values.first == .sessionLimit(.limitReached(.stream, limit: 2)))
                #expect(
                    outcomes.refusals.values.first?.description == "this page already has 2 streams open, its limit")
                #expect(await server.liveStreamCount == 2)
                // Another page has slots of its own.
                let other = HeadlessHost(
                    TickerRows(server: server.baseURL, symbols: ["NVDA"], outcomes: StreamOutcomes()),
                    environment: Self.page(streams: 2))
                await other.settle()
                try await waitUntil { await server.liveStreamCount == 3 }
                await other.unmount()
                await host.unmount()
                try await waitUntil { await server.liveStreamCount == 0 }
            }
        }
    }
}
