import Observation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

/// A tab that logs its appearance and its task, and keeps a counter in `@State`.
private struct LoggingTab: View {
    let name: String
    let log: EventLog
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(name) count: \(count)")
            Button("\(name) +1") { count += 1 }
        }
        .logsLifecycle(as: name, in: log)
    }
}

private struct ThreeTabs: View {
    let log: EventLog
    var body: some View {
        TabView {
            LoggingTab(name: "A", log: log).tabItem { Text("First") }
            LoggingTab(name: "B", log: log).tabItem { Text("Second") }
            LoggingTab(name: "C", log: log).tabItem { Text("Third") }
        }
    }
}

private enum Pane: Hashable {
    case one, two
}

private struct BoundTabs: View {
    @State private var pane = Pane.two
    let log: EventLog
    var body: some View {
        VStack {
            Text("showing \(pane == .one ? "one" : "two")")
            Button("go to one") { pane = .one }
            TabView(selection: $pane) {
                LoggingTab(name: "one", log: log).tabItem { Text("One") }.tag(Pane.one)
                LoggingTab(name: "two", log: log).tabItem { Text("Two") }.tag(Pane.two)
            }
        }
    }
}

/// Counts appearances and preparations, as the Techniques app's first tab does.
@MainActor
private final class PrepareCounter {
    var appeared = 0
    var prepared = 0
    var asyncStarted = 0
    var asyncCompleted = 0
    var gateOpen = false
}

private struct PreparingTab: View {
    let counter: PrepareCounter
    var body: some View {
        Text("prepared")
            .onAppear { counter.appeared += 1 }
            .prepare { counter.prepared += 1 }
            .prepare {
                counter.asyncStarted += 1
                while !counter.gateOpen {
                    if Task.isCancelled { return }
                    await Task.yield()
                }
                counter.asyncCompleted += 1
            }
    }
}

private struct PrepareTabs: View {
    let counter: PrepareCounter
    var body: some View {
        TabView {
            Text("home").tabItem { Text("Home") }
            PreparingTab(counter: counter).tabItem { Text("Prepare") }
        }
    }
}

/// Opened by the test while its tab is hidden: the view it mounts must wait for the tab.
@MainActor
@Observable
private final class LateGate {
    var open = false
}

private struct LateTab: View {
    let gate: LateGate
    let log: EventLog
    var body: some View {
        VStack {
            if gate.open { LoggingTab(name: "late", log: log) }
        }
    }
}

private struct DefaultTabs: View {
    let gate: LateGate
    let log: EventLog
    var body: some View {
        TabView {
            Text("home")
            LateTab(gate: gate, log: log)
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct TabViewTests {
    @Test func tabsDefaultToTabNLabelsAndIndexTagsAndAViewMountedInAHiddenTabWaits() async throws {
        let log = EventLog()
        let gate = LateGate()
        let host = HeadlessHost(DefaultTabs(gate: gate, log: log))
        await host.settle()
        let bar = host.tabBarLabels
        #expect(bar == ["Tab 1", "Tab 2"])
        gate.open = true
        await host.settle()
        #expect(host.graph.tree.allNodes.contains { $0.text == "late count: 0" })
        #expect(log.take() == [])
        try await host.tap("Tab 2")
        #expect(log.take() == ["late appear", "late task"])
        let tabView = try #require(host.graph.tree.allNodes.first { $0.kind == .tabView })
        #expect(tabView.attributes[.selection] == "1")
        await host.unmount()
        #expect(log.take() == ["late task cancelled", "late disappear"])
    }

    @Test func onlyTheSelectedTabAppearsAndRunsItsTask() async throws {
        let log = EventLog()
        let host = HeadlessHost(ThreeTabs(log: log))
        await host.settle()
        #expect(log.take() == ["A appear", "A task"])
        let snapshot = host.snapshot()
        #expect(snapshot.contains("A count: 0"))
        #expect(!snapshot.contains("B count"))
        #expect(snapshot.contains("[Second]") && snapshot.contains("[Third]"))
        await host.unmount()
        #expect(log.take() == ["A task cancelled", "A disappear"])
    }

    @Test func aSwitchCancelsAndDisappearsTheOldTabThenAppearsTheNewOneAndRestartsTasks() async throws {
        let log = EventLog()
        let host = HeadlessHost(ThreeTabs(log: log))
        await host.settle()
        _ = log.take()
        try await host.tap("Second")
        #expect(log.take() == ["A task cancelled", "A disappear", "B appear", "B task"])
        try await host.tap("First")
        #expect(log.take() == ["B task cancelled", "B disappear", "A appear", "A task"])
        // Selecting the shown tab changes nothing.
        try await host.tap("First")
        #expect(log.take() == [])
        await host.unmount()
    }

    @Test func hiddenTabsKeepTheirState() async throws {
        let log = EventLog()
        let host = HeadlessHost(ThreeTabs(log: log))
        await host.settle()
        try await host.tap("A +1")
        try await host.tap("A +1")
        try await host.tap("Third")
        try await host.tap("C +1")
        try await host.tap("First")
        #expect(host.snapshot().contains("A count: 2"))
        try await host.tap("Third")
        #expect(host.snapshot().contains("C count: 1"))
        await host.unmount()
    }

    @Test func aBoundSelectionFollowsTheBindingBothWays() async throws {
        let log = EventLog()
        let host = HeadlessHost(BoundTabs(log: log))
        await host.settle()
        #expect(log.take() == ["two appear", "two task"])
        // From the app: the binding changes the shown tab.
        try await host.tap("go to one")
        #expect(log.take() == ["two task cancelled", "two disappear", "one appear", "one task"])
        #expect(host.snapshot().contains("one count: 0"))
        // From the bar: the tap writes the binding.
        try await host.tap("Two")
        #expect(host.snapshot().contains("showing two"))
        #expect(log.take() == ["one task cancelled", "one disappear", "two appear", "two task"])
        await host.unmount()
    }

    @Test func theTreeMarksTheSelectedTabAndItsBarButton() async throws {
        let host = HeadlessHost(ThreeTabs(log: EventLog()))
        await host.settle()
        try await host.tap("Third")
        let tabView = try #require(host.graph.tree.allNodes.first { $0.kind == .tabView })
        #expect(tabView.attributes[.selection] == "2")
        let bar = try #require(tabView.children.first)
        let tabs = Array(tabView.children.dropFirst())
        #expect(bar.kind == .tabBar)
        #expect(tabs.map(\.kind) == [.tab, .tab, .tab])
        #expect(tabs.map { $0.attributes[.selected] } == ["false", "false", "true"])
        #expect(bar.children.map { $0.attributes[.selected] } == ["false", "false", "true"])
        #expect(bar.children.allSatisfy { $0.kind == .button && $0.attributes[.tabItem] == "true" })
        // Each button names its panel and each panel its button.
        #expect(bar.children.map { $0.attributes[.tabPanel] } == tabs.map { String($0.id.rawValue) })
        #expect(tabs.map { $0.attributes[.tabButton] } == bar.children.map { String($0.id.rawValue) })
        await host.unmount()
    }

    @Test func prepareRunsOnceWhileOnAppearRunsOnEverySwitch() async throws {
        let counter = PrepareCounter()
        counter.gateOpen = true
        let host = HeadlessHost(PrepareTabs(counter: counter))
        await host.settle()
        #expect(counter.appeared == 0 && counter.prepared == 0 && counter.asyncStarted == 0)
        for _ in 0..<3 {
            try await host.tap("Prepare")
            try await host.waitUntil { counter.asyncCompleted == 1 }
            try await host.tap("Home")
        }
        #expect(counter.appeared == 3)
        #expect(counter.prepared == 1)
        #expect(counter.asyncStarted == 1)
        #expect(counter.asyncCompleted == 1)
        await host.unmount()
    }

    @Test func anAsyncPrepareCancelledByAQuickSwitchRunsAgainOnReturn() async throws {
        let counter = PrepareCounter()
        let host = HeadlessHost(PrepareTabs(counter: counter))
        await host.settle()
        try await host.tap("Prepare")
        try await host.waitUntil { counter.asyncStarted == 1 }
        try await host.tap("Home")
        #expect(counter.asyncCompleted == 0)
        try await host.tap("Prepare")
        try await host.waitUntil { counter.asyncStarted == 2 }
        counter.gateOpen = true
        try await host.waitUntil { counter.asyncCompleted == 1 }
        try await host.tap("Home")
        try await host.tap("Prepare")
        await host.settle()
        #expect(counter.asyncStarted == 2)
        #expect(counter.prepared == 1)
        #expect(counter.appeared == 3)
        await host.unmount()
    }
}
