@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Shuffler: View {
    @State private var ids = Array(0..<12)
    @State private var round = 0

    var body: some View {
        VStack {
            Text("round \(round)")
            ForEach(ids, id: \.self) { id in
                Text("item \(id)").opacity(id == round ? 0.5 : 1)
            }
            if round % 2 == 0 { Text("even") } else { Text("odd").bold() }
            Button("step") { step() }
        }
    }

    private func step() {
        round += 1
        var generator = SeededGenerator(seed: UInt64(round))
        var next = ids
        next.shuffle(using: &generator)
        if round % 3 == 0 { next.removeLast(2) }
        if round % 4 == 0 { next.insert(100 + round, at: Int(generator.next() % UInt64(next.count))) }
        ids = next
    }
}

/// Every kind of node that owns a rendered node, each changed by a step: the tree the engine gives
/// (built from its nodes) must be the one a host gets by replaying the operations.
private struct NodeKindsTour: View {
    let refreshGate: AsyncStream<Void>
    @State private var step = 0
    @State private var tab = 0
    @State private var rows = Array(0..<6)

    var body: some View {
        NavigationStack {
            VStack {
                Text("step \(step)").accessibilityIdentifier(step % 2 == 0 ? "even" : "odd")
                TabView(selection: $tab) {
                    Text("first \(step)").tag(0)
                    List(rows, id: \.self) { row in Text("row \(row)") }.tag(1)
                }
                .disabled(step % 3 == 2)
                if step % 2 == 1 { Text("odd step") }
                Button("step") { advance() }
                NavigationLink("open", destination: Text("detail \(step)"))
            }
            .refreshable { for await _ in refreshGate {} }
        }
    }

    private func advance() {
        step += 1
        tab = step % 2
        rows = step % 4 == 0 ? rows.reversed() : rows.dropFirst() + [rows.count + step * 10]
    }
}

@MainActor
@Suite struct OperationStreamTests {
    @Test func everyNodeKindGivesTheTreeItsOperationsReproduce() async throws {
        let (gate, release) = AsyncStream.makeStream(of: Void.self)
        let host = HeadlessHost(NodeKindsTour(refreshGate: gate), viewport: .rows(3))
        var replayer = OperationReplayer(host.graph.tree)
        var applied = 0
        func check(_ moment: Comment) {
            for update in host.updates.dropFirst(applied) { replayer.apply(update) }
            applied = host.updates.count
            #expect(replayer.tree == host.graph.tree, moment)
        }
        check("mounted")
        for _ in 0..<6 {
            try await host.tap("step")
            check("after a step")
        }
        try await host.tap("open")
        check("a screen pushed")
        #expect(host.snapshot().contains("detail 6"))
        try await host.navigateBack()
        check("the screen popped")
        try await host.send(.visibleRange(try #require(host.graph.tree.allNodes.first { $0.kind == .list }).id, 2..<5))
        check("the list scrolled")
        let refreshable = try #require(host.graph.tree.allNodes.first { $0.attributes[.refreshable] == "true" })
        let refreshing = Task { try await host.graph.refresh(refreshable.id) }
        await host.settle()
        #expect(host.graph.tree.allNodes.contains { $0.attributes[.refreshing] == "true" })
        check("refreshing")
        release.finish()
        try await withTimeout(.seconds(60)) { try await refreshing.value }
        await host.settle()
        #expect(!host.graph.tree.allNodes.contains { $0.attributes[.refreshing] == "true" })
        check("refreshed")
    }

    @Test func operationsReplayedByAHostReproduceTheTree() async throws {
        let host = HeadlessHost(Shuffler())
        var replayer = OperationReplayer(host.graph.tree)
        var applied = host.updates.count
        for _ in 0..<20 {
            try await host.tap("step")
            for update in host.updates.dropFirst(applied) { replayer.apply(update) }
            applied = host.updates.count
            #expect(replayer.tree == host.graph.tree)
        }
    }

    @Test func ticksAreNumberedInOrder() async throws {
        let host = HeadlessHost(Shuffler())
        try await host.tap("step")
        try await host.tap("step")
        let ticks = host.updates.map(\.tick)
        #expect(ticks == ticks.sorted())
        #expect(Set(ticks).count == ticks.count)
    }
}
