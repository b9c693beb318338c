@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Screen: View {
    var body: some View {
        Text("content")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Cancel All") {} }
                ToolbarItem(placement: .bottomBar) { Button("Clear") {} }
                ToolbarItem(placement: .bottomBar) { Text("3 in memory") }
            }
    }
}

private struct TopOnly: View {
    var body: some View {
        Text("content").toolbar { Button("Edit") {} }
    }
}

@MainActor
private final class PriorityProbe {
    var seen: [TaskPriority] = []
}

private struct Prioritised: View {
    let probe: PriorityProbe
    var body: some View {
        Text("x")
            .task(priority: .background) { probe.seen.append(Task.basePriority ?? .high) }
            .task(id: 1, priority: .utility) { probe.seen.append(Task.basePriority ?? .high) }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct ToolbarPlacementAndPriorityTests {
    private func toolbars(_ node: RenderNode) -> [RenderNode] {
        (node.kind == .toolbar ? [node] : []) + node.children.flatMap(toolbars)
    }

    @Test func bottomBarItemsGetTheirOwnToolbarAfterTheContent() {
        let host = HeadlessHost(Screen())
        let bars = toolbars(host.graph.tree)
        #expect(bars.count == 2)
        #expect(bars[0].attributes[.placement] == nil)
        #expect(bars[0].children.map { $0.attributes[.placement] } == ["primaryAction"])
        #expect(bars[1].attributes[.placement] == "bottomBar")
        #expect(bars[1].children.count == 2)
        #expect(host.snapshot() == "Toolbar\n  [Cancel All]\ncontent\nToolbar\n  [Clear]\n  3 in memory")
    }

    @Test func aToolbarWithoutBottomItemsKeepsItsShape() {
        let host = HeadlessHost(TopOnly())
        #expect(toolbars(host.graph.tree).count == 1)
        #expect(host.snapshot() == "Toolbar\n  [Edit]\ncontent")
    }

    @Test func taskPriorityIsPassedOn() async throws {
        let probe = PriorityProbe()
        let host = HeadlessHost(Prioritised(probe: probe))
        try await host.waitUntil(timeout: .seconds(10)) { probe.seen.count == 2 }
        #expect(Set(probe.seen.map(\.rawValue)) == [TaskPriority.background.rawValue, TaskPriority.utility.rawValue])
    }
}
