import Observation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

// The 11 acceptance scenarios of anchors-ui.md §8.3: body evaluations in the tick after the action.

private struct Leaf: View {
    let title: String
    var body: some View { Text(title) }
}

private struct PODChild: View, Equatable {
    let value: Int
    let noise: Int
    var body: some View { Text("value \(value)") }
    nonisolated static func == (lhs: PODChild, rhs: PODChild) -> Bool { lhs.value == rhs.value }
}

private struct EquatableParent: View {
    @State private var noise = 0
    var body: some View {
        VStack {
            Text("noise \(noise)")
            PODChild(value: 1, noise: noise)
            Button("noise") { noise += 1 }
        }
    }
}

private struct DoubleWriter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Leaf(title: "leaf")
            Button("twice") {
                count += 1
                count += 1
            }
            Button("same") { count = count + 0 }
        }
    }
}

@MainActor
private final class Feed: ObservableObject {
    @Published var headline = "first"
}

private struct FeedChild: View {
    let prefix: String
    @ObservedObject var feed: Feed
    var body: some View { Text("\(prefix) \(feed.headline)") }
}

private struct BothDirty: View {
    @StateObject private var feed = Feed()
    @State private var prefix = "a"
    var body: some View {
        VStack {
            Text(prefix)
            FeedChild(prefix: prefix, feed: feed)
            Button("both") {
                prefix = "b"
                feed.headline = "second"
            }
        }
    }
}

@MainActor
@Observable
private final class Profile {
    var name = "Ada"
    var city = "London"
}

private struct Grandchild: View {
    let profile: Profile
    var body: some View { Text(profile.name) }
}

private struct Child: View {
    let profile: Profile
    var body: some View { VStack { Grandchild(profile: profile) } }
}

private struct ObservableRoot: View {
    let profile: Profile
    var body: some View {
        VStack {
            Child(profile: profile)
            Button("rename") { profile.name = "Grace" }
        }
    }
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

private struct DensityKey: EnvironmentKey {
    static let defaultValue = "regular"
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
    fileprivate var density: String {
        get { self[DensityKey.self] }
        set { self[DensityKey.self] = newValue }
    }
}

private struct ThemeReader: View {
    @Environment(\.theme) private var theme
    var body: some View { Text("theme \(theme)") }
}

private struct DensityReader: View {
    @Environment(\.density) private var density
    var body: some View { Text("density \(density)") }
}

private struct ThemeRoot: View {
    @State private var theme = "light"
    var body: some View {
        VStack {
            VStack {
                ThemeReader()
                DensityReader()
                Leaf(title: "plain")
            }
            .environment(\.theme, theme)
            .environment(\.density, "compact")
            Button("dark") { theme = "dark" }
        }
    }
}

private struct Row: View, Equatable {
    let id: Int
    var body: some View { Text("row \(id)") }
}

private struct Reorderable: View {
    @State private var ids = [1, 2, 3, 4, 5]
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { Row(id: $0) }
            Button("reverse") { ids.reverse() }
            Button("swap") { ids.swapAt(0, 4) }
        }
    }
}

private struct Tasked: View {
    let name: String
    let probe: Probe
    var body: some View {
        Text(name)
            .task {
                probe.record("\(name) started")
                await withTaskCancellationHandler {
                    try? await Task.sleep(for: .seconds(86_400))  // suspends, without spinning, until cancelled
                } onCancel: {
                    probe.record("\(name) cancelled")
                }
            }
    }
}

private struct Branching: View {
    let probe: Probe
    @State private var showsFirst = true
    var body: some View {
        VStack {
            if showsFirst {
                Tasked(name: "first", probe: probe)
            } else {
                VStack {
                    Tasked(name: "second", probe: probe)
                    Leaf(title: "extra")
                }
            }
            Button("flip") { showsFirst.toggle() }
        }
    }
}

private struct TaskWithID: View {
    let probe: Probe
    @State private var id = 1
    var body: some View {
        VStack {
            Text("id \(id)")
                .task(id: id) {
                    let current = id
                    probe.record("started \(current)")
                    await withTaskCancellationHandler {
                        try? await Task.sleep(for: .seconds(86_400))  // suspends, without spinning, until cancelled
                    } onCancel: {
                        probe.record("cancelled \(current)")
                    }
                }
            Button("next") { id += 1 }
        }
    }
}

private struct LongList: View {
    var body: some View {
        List(0..<100, id: \.self) { Leaf(title: "row \($0)") }
    }
}

@MainActor
@Suite struct AnchorScenarioTests {
    @Test func scenario1CounterTapEvaluatesOwnerOnly() async throws {
        let host = HeadlessHost(DoubleWriter())
        host.evaluations.reset()
        try await host.tap("twice")
        #expect(host.evaluations.count(of: DoubleWriter.self) == 1)
        #expect(host.evaluations.count(of: Leaf.self) == 0)
    }

    @Test func scenario2EqualEquatableChildIsSkippedEvenWhenPOD() async throws {
        let host = HeadlessHost(EquatableParent())
        host.evaluations.reset()
        try await host.tap("noise")
        #expect(host.evaluations.count(of: EquatableParent.self) == 1)
        #expect(host.evaluations.count(of: PODChild.self) == 0)
    }

    @Test func scenario3TwoWritesInOneTickEvaluateOnce() async throws {
        let host = HeadlessHost(DoubleWriter())
        host.evaluations.reset()
        try await host.tap("twice")
        #expect(host.evaluations.count(of: DoubleWriter.self) == 1)
        #expect(host.snapshot().contains("count 2"))
    }

    @Test func scenario4EqualWriteSchedulesNothing() async throws {
        let host = HeadlessHost(DoubleWriter())
        host.evaluations.reset()
        let tick = host.graph.tickNumber
        let button = try #require(host.graph.tree.allNodes.first { $0.label == "same" })
        try host.graph.send(.tap(button.id))
        #expect(!host.graph.hasPendingWork)
        await host.settle()
        #expect(host.evaluations.total == 0)
        #expect(host.graph.tickNumber == tick)
    }

    @Test func scenario5ParentAndChildDirtyInOneTickEachRunOnce() async throws {
        let host = HeadlessHost(BothDirty())
        host.evaluations.reset()
        try await host.tap("both")
        #expect(host.evaluations.count(of: BothDirty.self) == 1)
        #expect(host.evaluations.count(of: FeedChild.self) == 1)
        #expect(host.snapshot().contains("b second"))
    }

    @Test func scenario6ObservablePropertyReadByGrandchildOnly() async throws {
        let host = HeadlessHost(ObservableRoot(profile: Profile()))
        host.evaluations.reset()
        try await host.tap("rename")
        #expect(host.evaluations.count(of: Grandchild.self) == 1)
        #expect(host.evaluations.count(of: Child.self) == 0)
        #expect(host.evaluations.count(of: ObservableRoot.self) == 0)
        #expect(host.snapshot().contains("Grace"))
    }

    @Test func scenario7EnvironmentChangeReachesOnlyItsReaders() async throws {
        let host = HeadlessHost(ThemeRoot())
        #expect(host.snapshot().contains("density compact"))
        host.evaluations.reset()
        try await host.tap("dark")
        #expect(host.evaluations.count(of: ThemeReader.self) == 1)
        #expect(host.evaluations.count(of: DensityReader.self) == 0)
        #expect(host.evaluations.count(of: Leaf.self) == 0)
        #expect(host.snapshot().contains("theme dark"))
        let reasons = host.evaluations.entries.filter { $0.viewType == ThemeReader.self }.map(\.reason)
        #expect(reasons == [.environment("ThemeKey")])
    }

    @Test func scenario8ReorderWithStableIDsOnlyMoves() async throws {
        let host = HeadlessHost(Reorderable())
        host.evaluations.reset()
        let before = host.updates.count
        try await host.tap("reverse")
        #expect(host.evaluations.count(of: Row.self) == 0)
        let operations = host.updates.dropFirst(before).flatMap(\.operations)
        #expect(!operations.isEmpty)
        #expect(operations.allSatisfy { if case .move = $0 { true } else { false } })
        #expect(host.snapshot().contains("row 5\n  row 4\n  row 3\n  row 2\n  row 1"))

        let swapStart = host.updates.count
        try await host.tap("swap")
        let swapOperations = host.updates.dropFirst(swapStart).flatMap(\.operations)
        #expect(swapOperations.count == 2)
        #expect(host.snapshot().contains("row 1\n  row 4\n  row 3\n  row 2\n  row 5"))
    }

    @Test func scenario9BranchFlipCancelsOldTasksInTheSameTick() async throws {
        let probe = Probe()
        let host = HeadlessHost(Branching(probe: probe))
        await host.settle()
        #expect(probe.count("first started") == 1)
        host.graph.schedulesTicks = false
        host.evaluations.reset()
        let button = try #require(host.graph.tree.allNodes.first { $0.label == "flip" })
        try host.graph.send(.tap(button.id))
        host.graph.tick()
        #expect(probe.count("first cancelled") == 1)
        #expect(host.evaluations.count(of: Tasked.self) == 1)
        #expect(host.evaluations.count(of: Leaf.self) == 1)
        host.graph.schedulesTicks = true
        try await host.waitUntil { probe.count("second started") == 1 }
    }

    @Test func scenario10TaskIDChangeRestartsTheTask() async throws {
        let probe = Probe()
        let host = HeadlessHost(TaskWithID(probe: probe))
        try await host.waitUntil { probe.count("started 1") == 1 }
        host.evaluations.reset()
        try await host.tap("next")
        #expect(probe.count("cancelled 1") == 1)
        #expect(host.evaluations.count(of: TaskWithID.self) == 1)
        try await host.waitUntil { probe.count("started 2") == 1 }
        await host.unmount()
        #expect(probe.count("cancelled 2") == 1)
    }

    @Test func scenario11ViewportChangesEvaluateOnlyRowsThatAppear() async throws {
        let host = HeadlessHost(LongList(), viewport: .rows(5))
        #expect(host.evaluations.count(of: Leaf.self) == 6)
        let list = try #require(host.graph.tree.allNodes.first { $0.kind == .list })
        host.evaluations.reset()
        try await host.send(.visibleRange(list.id, 0..<5))
        #expect(host.evaluations.total == 0)
        try await host.send(.visibleRange(list.id, 2..<8))
        #expect(host.evaluations.count(of: Leaf.self) == 3)
        let rows = try #require(host.graph.tree.allNodes.first { $0.kind == .list }).children
        #expect(rows.map { $0.attributes[.index] } == ["2", "3", "4", "5", "6", "7", "8"])
    }
}
