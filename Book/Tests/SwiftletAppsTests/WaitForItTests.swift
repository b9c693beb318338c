import Clocks
import Foundation
import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps
@testable import SwiftletServer

/// WaitForIt in the headless host against a real book server on a free port.
@Suite(.timeLimit(.minutes(4)))
struct WaitForItTests {
    static func configuration(clock: any Clock<Duration> = ImmediateClock()) -> BookServer.Configuration {
        var logger = Logger(label: "swiftlet.apps.tests")
        logger.logLevel = .warning
        return BookServer.Configuration(
            port: 0, clock: clock, preparesAssetsAtStart: false, recordsRequests: true, logger: logger)
    }

    /// A route that answers 200 and never ends its body until the server stops (the ticker on a
    /// test clock that nobody advances): a fetch from it stays in flight.
    static func endlessURL(_ server: RunningBookServer) -> URL {
        URL(string: server.baseURL.absoluteString + "/littlejohn/ticker?AAPL")!
    }

    @Test func theButtonFetchesAJokeFromTheServer() async throws {
        try await BookServer.withRunning(Self.configuration()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(WaitForItView(server: server.baseURL))
                await host.settle()
                #expect(host.snapshot().contains("[Fetch a joke]"))
                try await host.tap("Fetch a joke")
                try await host.waitUntil { JokeBook.dev.contains { host.snapshot().contains($0) } }
                #expect(!host.snapshot().contains("(disabled)"))
                await host.unmount()
            }
        }
    }

    @Test func statusAndBodyErrorsAreTyped() async throws {
        try await BookServer.withRunning(Self.configuration()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let unknown = JokeService(server: server.baseURL, category: "unknown")
                await #expect(throws: DownloadError.statusNotOk) { try await unknown.fetchJoke() }
                #expect(!unknown.isFetching)
                let notAJoke = JokeService(url: server.baseURL.appending(path: "littlejohn/symbols"))
                await #expect(throws: DownloadError.decoderError) { try await notAJoke.fetchJoke() }
                #expect(!notAJoke.isFetching)
                #expect(notAJoke.joke == "")
                let good = JokeService(server: server.baseURL)
                try await good.fetchJoke()
                #expect(JokeBook.dev.contains(good.joke))
            }
        }
    }

    @Test func isFetchingIsTrueDuringTheCallAndResetsWhenItThrows() async throws {
        let server = try await BookServer.start(Self.configuration(clock: TestClock()))
        do {
            try await withTimeout(.seconds(180)) { @MainActor in
                let service = JokeService(url: Self.endlessURL(server))
                let fetch = Task { @MainActor in try await service.fetchJoke() }
                while !service.isFetching { await Task.yield() }
                // The server going away ends the body early: the call throws.
                try await server.shutdown()
                await #expect(throws: (any Error).self) { try await fetch.value }
                #expect(!service.isFetching)
            }
        } catch {
            try await server.shutdown()
            throw error
        }
    }

    @Test func whileFetchingTheButtonIsDisabledUnderASpinnerAndLeavingTheTabCancels() async throws {
        try await BookServer.withRunning(Self.configuration(clock: TestClock())) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let service = JokeService(url: Self.endlessURL(server))
                let host = HeadlessHost(WaitForItView(service: service))
                await host.settle()
                try await host.tap("Fetch a joke")
                try await host.waitUntil { service.isFetching }
                let button = try #require(Self.node(host, "fetch-joke"))
                #expect(button.attributes[.disabled] == "true")
                #expect(Self.node(host, "fetch-spinner") != nil)
                // The label keeps its place, invisible.
                #expect(button.allNodes.contains { $0.text == "Fetch a joke" && $0.attributes[.opacity] == "0" })
                // The Refreshable tab's task fetches from the same endless route; going back there and
                // away again cancels each screen's fetch.
                try await host.tap("Refreshable")
                try await host.tap("Joke")
                try await host.waitUntil { !service.isFetching }
                #expect(Self.node(host, "fetch-spinner") == nil)
                #expect(Self.node(host, "fetch-joke")?.attributes[.disabled] == nil)
                await host.unmount()
            }
        }
    }

    @Test func theRefreshableListFetchesOnAppearAndOnRefresh() async throws {
        try await BookServer.withRunning(Self.configuration()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(WaitForItView(server: server.baseURL))
                await host.settle()
                try await host.tap("Refreshable")
                try await host.waitUntil { Self.node(host, "refresh-joke")?.text?.isEmpty == false }
                let requests = await server.requestLog.count(path: "/jokes/random")
                try await host.refresh()
                #expect(await server.requestLog.count(path: "/jokes/random") == requests + 1)
                #expect(Self.node(host, "refresh-list")?.attributes[.refreshing] == nil)
                await host.unmount()
            }
        }
    }

    @Test func theRefreshIndicatorStaysUntilTheActionFinishes() async throws {
        let server = try await BookServer.start(Self.configuration(clock: TestClock()))
        do {
            try await withTimeout(.seconds(180)) { @MainActor in
                let service = JokeService(url: Self.endlessURL(server))
                let host = HeadlessHost(RefreshableJokeList(jokeService: service))
                await host.settle()
                let list = try #require(Self.node(host, "refresh-list"))
                try host.graph.send(.refresh(list.id))
                try await host.waitUntil { Self.node(host, "refresh-indicator") != nil }
                #expect(Self.node(host, "refresh-list")?.attributes[.refreshing] == "true")
                await host.settle()
                #expect(Self.node(host, "refresh-list")?.attributes[.refreshing] == "true")
                // The fetches end (with an error) when the server stops; so does the refresh.
                try await server.shutdown()
                try await host.waitUntil { Self.node(host, "refresh-list")?.attributes[.refreshing] == nil }
                #expect(Self.node(host, "refresh-indicator") == nil)
                await host.unmount()
            }
        } catch {
            try await server.shutdown()
            throw error
        }
    }

    @MainActor
    static func node(_ host: HeadlessHost<some View>, _ identifier: String) -> RenderNode? {
        host.graph.tree.visibleNodes.first { $0.attributes[.identifier] == identifier }
    }
}
