@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

/// A screen that logs its appearance and its task.
private struct LoggingScreen: View {
    let name: String
    let log: EventLog

    var body: some View {
        VStack {
            Text("screen \(name)")
            NavigationLink("Open \(name)+", value: name + "+")
            NavigationLink("Open detail of \(name)") { Text("detail of \(name)") }
        }
        .logsLifecycle(as: name, in: log)
    }
}

/// A stack whose root and value screens (`String` values) log their lifecycle.
private struct LoggingStack: View {
    let log: EventLog
    @State var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            LoggingScreen(name: "root", log: log)
                .navigationDestination(for: String.self) { LoggingScreen(name: $0, log: log) }
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct CoveredScreenTests {
    @Test func aPushCoversTheScreenBelowAndAPopShowsItAgain() async throws {
        let log = EventLog()
        let host = HeadlessHost(LoggingStack(log: log))
        await host.settle()
        #expect(log.take() == ["root appear", "root task"])
        try await host.tap("Open root+")
        #expect(log.take() == ["root task cancelled", "root disappear", "root+ appear", "root+ task"])
        try await host.tap("Open detail of root+")
        #expect(log.take() == ["root+ task cancelled", "root+ disappear"])
        try await host.navigateBack()
        #expect(log.take() == ["root+ appear", "root+ task"])
        try await host.navigateBack()
        #expect(log.take() == ["root+ task cancelled", "root+ disappear", "root appear", "root task"])
        await host.unmount()
        #expect(log.take() == ["root task cancelled", "root disappear"])
    }

    @Test func aRestoredPathMountsEveryScreenButStartsOnlyTheTopOne() async throws {
        let log = EventLog()
        let host = HeadlessHost(LoggingStack(log: log))
        await host.settle()
        _ = log.take()
        #expect(host.graph.restoreNavigation(NavigationURLState(segments: ["a", "b", "c"])) == nil)
        await host.settle()
        #expect(log.take() == ["root task cancelled", "root disappear", "c appear", "c task"])
        let stack = try #require(host.graph.tree.allNodes.first { $0.kind == .navigationStack })
        #expect(stack.attributes[.depth] == "3")
        // The covered screens are there (their state kept) and start when they are shown again.
        try await host.navigateBack()
        #expect(log.take() == ["c task cancelled", "c disappear", "b appear", "b task"])
        await host.unmount()
        #expect(log.take() == ["b task cancelled", "b disappear"])
    }

    @Test func aRestoredPathThatRepeatsAValueKeepsItOnce() async throws {
        let log = EventLog()
        let host = HeadlessHost(LoggingStack(log: log))
        await host.settle()
        _ = log.take()
        let segments = ["a"] + Array(repeating: "ticker", count: 15)
        #expect(host.graph.restoreNavigation(NavigationURLState(segments: segments)) == nil)
        await host.settle()
        let stack = try #require(host.graph.tree.allNodes.first { $0.kind == .navigationStack })
        #expect(stack.attributes[.depth] == "2")
        #expect(log.take() == ["root task cancelled", "root disappear", "ticker appear", "ticker task"])
        await host.unmount()
    }

    @Test func aStackInAHiddenTabStartsNothingUntilTheTabIsShown() async throws {
        let log = EventLog()
        let host = HeadlessHost(
            TabView {
                Text("first").tabItem { Text("First") }
                LoggingStack(log: log, path: ["a", "b"]).tabItem { Text("Second") }
            })
        await host.settle()
        #expect(log.take() == [])
        try await host.tap("Second")
        #expect(log.take() == ["b appear", "b task"])
        try await host.tap("First")
        #expect(log.take() == ["b task cancelled", "b disappear"])
        await host.unmount()
        #expect(log.take() == [])
    }
}
