@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Line: View, Equatable {
    let id: Int
    var body: some View { Text("line \(id)") }
}

private struct Lines: View {
    @State private var ids = Array(0..<50)
    var body: some View {
        VStack {
            ScrollView {
                LazyVStack(spacing: 2) {
                    ForEach(ids, id: \.self) { Line(id: $0) }
                }
            }
            Button("rotate") { ids = [ids[1], ids[0]] + ids.dropFirst(2) }
            Button("drop first") { ids.removeFirst() }
        }
    }
}

private struct EagerLines: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<50, id: \.self) { Line(id: $0) }
            }
        }
    }
}

@MainActor
@Suite struct LazyContainerTests {
    @Test func aVStackMaterialisesEveryRow() {
        let host = HeadlessHost(EagerLines(), viewport: .rows(5))
        #expect(host.evaluations.count(of: Line.self) == 50)
        #expect(!host.graph.tree.allNodes.contains { $0.kind == .row })
    }

    @Test func readingTheTreeNeverEvaluatesBodies() {
        let host = HeadlessHost(Lines())
        host.evaluations.reset()
        _ = host.graph.tree
        _ = host.snapshot()
        #expect(host.evaluations.total == 0)
    }

    @Test func reorderInsideTheWindowMovesRows() async throws {
        let host = HeadlessHost(Lines(), viewport: .rows(3))
        var replayer = OperationReplayer(host.graph.tree)
        host.evaluations.reset()
        let before = host.updates.count
        try await host.tap("rotate")
        for update in host.updates.dropFirst(before) { replayer.apply(update) }
        #expect(host.evaluations.count(of: Line.self) == 0)
        #expect(replayer.tree == host.graph.tree)
        let lazy = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVStack })
        #expect(lazy.children.map(\.label) == ["line 1", "line 0", "line 2", "line 3"])
        #expect(lazy.children.map { $0.attributes[.index] } == ["0", "1", "2", "3"])
    }

    @Test func removingARowShiftsTheWindowAndMountsOnlyTheNewRow() async throws {
        let host = HeadlessHost(Lines(), viewport: .rows(3))
        var replayer = OperationReplayer(host.graph.tree)
        host.evaluations.reset()
        let before = host.updates.count
        try await host.tap("drop first")
        for update in host.updates.dropFirst(before) { replayer.apply(update) }
        #expect(host.evaluations.count(of: Line.self) == 1)
        #expect(replayer.tree == host.graph.tree)
        let lazy = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVStack })
        #expect(lazy.attributes[.rowCount] == "49")
        #expect(lazy.children.map(\.label) == ["line 1", "line 2", "line 3", "line 4"])
    }

    @Test func scrollingAwayRemovesRowsThatLeaveTheWindow() async throws {
        let host = HeadlessHost(Lines(), viewport: .rows(3))
        let lazy = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVStack })
        try await host.send(.visibleRange(lazy.id, 40..<43))
        let scrolled = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVStack })
        #expect(scrolled.children.map(\.label) == ["line 40", "line 41", "line 42", "line 43"])
        #expect(scrolled.attributes[.firstRow] == "40")
    }

    @Test func unmountRemovesTheTree() async {
        let host = HeadlessHost(Lines())
        await host.unmount()
        #expect(host.graph.tree.children.isEmpty)
        #expect(host.updates.last?.operations.count == 1)
    }
}

private struct Removable: View {
    @State private var ids = Array(0..<6)
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { Line(id: $0) }
            Button("remove second") { ids.remove(at: 1) }
        }
    }
}

@MainActor
@Suite struct KeyedRemovalTests {
    @Test func removingOneRowEmitsOneRemoveAndNoBodies() async throws {
        let host = HeadlessHost(Removable())
        var replayer = OperationReplayer(host.graph.tree)
        host.evaluations.reset()
        let before = host.updates.count
        try await host.tap("remove second")
        try await host.tap("remove second")
        let operations = host.updates.dropFirst(before).flatMap(\.operations)
        for operation in operations { replayer.apply(operation) }
        #expect(replayer.tree == host.graph.tree)
        #expect(operations.count == 2)
        #expect(host.evaluations.count(of: Line.self) == 0)
        #expect(host.snapshot().hasPrefix("VStack\n  line 0\n  line 3\n  line 4\n  line 5"))
    }
}
