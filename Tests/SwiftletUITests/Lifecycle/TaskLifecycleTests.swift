@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Worker: View {
    let probe: Probe
    var body: some View {
        Text("working")
            .task {
                probe.record("started")
                await withTaskCancellationHandler {
                    try? await Task.sleep(for: .seconds(86_400))  // suspends, without spinning, until cancelled
                } onCancel: {
                    probe.record("cancelled")
                }
            }
            .onAppear { probe.record("appeared") }
            .onDisappear { probe.record("disappeared") }
    }
}

private struct Switchable: View {
    let probe: Probe
    @State private var shows = true
    var body: some View {
        VStack {
            if shows { Worker(probe: probe) }
            Button("toggle") { shows.toggle() }
        }
    }
}

/// Loads once per identity through `prepare`; the action waits for a gate the test opens.
@MainActor
private final class Preparer {
    var runs = 0
    var completed = 0
    var cancelled = 0
    var gateOpen = false

    func prepare() async {
        runs += 1
        while !gateOpen {
            if Task.isCancelled {
                cancelled += 1
                return
            }
            await Task.yield()
        }
        completed += 1
    }
}

private struct Prepared: View {
    let preparer: Preparer
    var body: some View {
        Text("prepared view").prepare { await preparer.prepare() }
    }
}

private struct PreparedHost: View {
    let preparer: Preparer
    @State private var shows = true
    @State private var counter = 0
    var body: some View {
        VStack {
            if shows { Prepared(preparer: preparer) }
            Text("counter \(counter)")
            Button("toggle") { shows.toggle() }
            Button("bump") { counter += 1 }
        }
    }
}

private struct SyncPrepared: View {
    let probe: Probe
    @State private var counter = 0
    var body: some View {
        VStack {
            Text("counter \(counter)")
            Button("bump") { counter += 1 }
        }
        .prepare { probe.record("prepared") }
    }
}

@MainActor
private final class Jokes {
    var joke = "none"
    var fetches = 0
}

private struct Refreshing: View {
    let jokes: Jokes
    @State private var shown = "none"
    var body: some View {
        List {
            Text(shown)
        }
        .refreshable {
            for _ in 0..<20 { await Task.yield() }
            jokes.fetches += 1
            shown = "joke \(jokes.fetches)"
        }
    }
}

@MainActor
@Suite struct TaskLifecycleTests {
    @Test func taskStartsAfterMountAndIsCancelledInTheTickItsViewDisappears() async throws {
        let probe = Probe()
        let host = HeadlessHost(Switchable(probe: probe))
        #expect(probe.count("appeared") == 1)
        try await host.waitUntil { probe.count("started") == 1 }

        host.graph.schedulesTicks = false
        let button = try #require(host.graph.tree.allNodes.first { $0.label == "toggle" })
        try host.graph.send(.tap(button.id))
        #expect(probe.count("cancelled") == 0)
        host.graph.tick()
        #expect(probe.count("cancelled") == 1)
        #expect(probe.count("disappeared") == 1)
        #expect(!host.snapshot().contains("working"))
    }

    @Test func unmountCancelsEveryTask() async throws {
        let probe = Probe()
        let host = HeadlessHost(Switchable(probe: probe))
        try await host.waitUntil { probe.count("started") == 1 }
        await host.unmount()
        #expect(probe.count("cancelled") == 1)
        #expect(probe.count("disappeared") == 1)
    }

    @Test func asyncPrepareRestartsAfterACancelledRunAndThenStaysPrepared() async throws {
        let preparer = Preparer()
        let host = HeadlessHost(PreparedHost(preparer: preparer))
        try await host.waitUntil { preparer.runs == 1 }
        try await host.tap("toggle")
        try await host.waitUntil { preparer.cancelled == 1 }
        #expect(preparer.completed == 0)

        try await host.tap("toggle")
        try await host.waitUntil { preparer.runs == 2 }
        preparer.gateOpen = true
        try await host.waitUntil { preparer.completed == 1 }
        try await host.tap("bump")
        #expect(preparer.runs == 2)
    }

    @Test func syncPrepareRunsOncePerIdentity() async throws {
        let probe = Probe()
        let host = HeadlessHost(SyncPrepared(probe: probe))
        await host.settle()
        try await host.tap("bump")
        try await host.tap("bump")
        #expect(probe.count("prepared") == 1)
    }

    @Test func refreshAwaitsTheAction() async throws {
        let jokes = Jokes()
        let host = HeadlessHost(Refreshing(jokes: jokes))
        #expect(host.graph.tree.allNodes.contains { $0.attributes[.refreshable] == "true" })
        try await host.refresh()
        #expect(jokes.fetches == 1)
        #expect(host.snapshot().contains("joke 1"))
        #expect(!host.graph.tree.allNodes.contains { $0.attributes[.refreshing] == "true" })
    }
}
