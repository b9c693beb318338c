@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

// docs/engine/contract.md, Tasks and lifecycle: the order of onAppear, onDisappear and the tick's delivery, the default task
// priority, and a second refresh joining the running one.

@MainActor
private final class OrderLog {
    var entries: [String] = []
}

private struct Inner: View {
    let log: OrderLog
    var body: some View {
        Text("inner")
            .onAppear { log.entries.append("inner appear") }
            .onDisappear { log.entries.append("inner disappear") }
    }
}

private struct Outer: View {
    let log: OrderLog
    var body: some View {
        VStack { Inner(log: log) }
            .onAppear { log.entries.append("outer appear") }
            .onDisappear { log.entries.append("outer disappear") }
    }
}

private struct Toggler: View {
    let log: OrderLog
    @State private var shows = false
    var body: some View {
        VStack {
            if shows { Outer(log: log) }
            Button("toggle") { shows.toggle() }
        }
    }
}

@MainActor
private final class PriorityLog {
    var seen: [TaskPriority] = []
}

private struct DefaultPriority: View {
    let log: PriorityLog
    var body: some View {
        Text("x")
            .task { log.seen.append(Task.basePriority ?? .background) }
            .task(id: 1) { log.seen.append(Task.basePriority ?? .background) }
    }
}

/// A refresh whose action waits for a gate the test opens, so a second refresh arrives mid-action.
@MainActor
private final class Fetcher {
    var fetches = 0
    var gateOpen = false
}

private struct Refreshable: View {
    let fetcher: Fetcher
    var body: some View {
        List { Text("jokes") }
            .refreshable {
                while !fetcher.gateOpen && !Task.isCancelled { await Task.yield() }
                fetcher.fetches += 1
            }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct LifecycleOrderTests {
    @Test func appearParentsFirstBeforeDeliveryAndDisappearChildrenFirst() async throws {
        let log = OrderLog()
        let host = HeadlessHost(Toggler(log: log))
        let deliver = host.graph.onTick
        host.graph.onTick = { update in
            log.entries.append("delivered")
            deliver?(update)
        }
        try await host.tap("toggle")
        #expect(log.entries == ["outer appear", "inner appear", "delivered"])
        log.entries = []
        try await host.tap("toggle")
        #expect(log.entries == ["inner disappear", "outer disappear", "delivered"])
        await host.unmount()
    }

    @Test func tasksRunAtUserInitiatedPriorityByDefault() async throws {
        let log = PriorityLog()
        let host = HeadlessHost(DefaultPriority(log: log))
        try await host.waitUntil(timeout: .seconds(10)) { log.seen.count == 2 }
        #expect(log.seen.map(\.rawValue) == [TaskPriority.userInitiated.rawValue, TaskPriority.userInitiated.rawValue])
        await host.unmount()
    }

    @Test func aSecondRefreshJoinsTheRunningOne() async throws {
        let fetcher = Fetcher()
        let host = HeadlessHost(Refreshable(fetcher: fetcher))
        let node = try #require(host.graph.tree.allNodes.first { $0.attributes[.refreshable] == "true" })
        try host.graph.send(.refresh(node.id))
        try await host.waitUntil { host.graph.tree.allNodes.contains { $0.attributes[.refreshing] == "true" } }
        fetcher.gateOpen = true
        // Called directly (bounded by the suite's time limit): it must join before the action resumes.
        try await host.graph.refresh(node.id)
        #expect(fetcher.fetches == 1)
        await host.settle()
        #expect(!host.graph.tree.allNodes.contains { $0.attributes[.refreshing] == "true" })
        await host.unmount()
    }
}
