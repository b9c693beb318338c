@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

/// The counts of posts.md §1.4 on a 5-row viewport, measured on the tick after the second
/// activation. S3 and S7a give 2 where SwiftUI gives 6: `Equatable` is always honoured.
@MainActor
@Suite struct RedrawExperimentTests {
    private struct Counts: Equatable, CustomStringConvertible {
        let cells: Int
        let list: Int
        var description: String { "cells \(cells), list \(list)" }
    }

    private func measure<Root: View>(
        _ root: Root, cell: any View.Type, list: any View.Type
    ) async throws -> Counts {
        let host = HeadlessHost(root, viewport: .rows(5))
        await host.settle()
        try await host.tap("activate next")
        host.evaluations.reset()
        try await host.tap("activate next")
        let ticks = Set(host.evaluations.entries.map(\.tick))
        #expect(ticks.count <= 1, "the second activation is measured on one tick")
        return Counts(cells: host.evaluations.count(of: cell), list: host.evaluations.count(of: list))
    }

    private func valueScenario<Cell: ExperimentCell>(_ cell: Cell.Type, mutatesHidden: Bool) async throws -> Counts
    where Cell.Item: ExperimentItem {
        try await measure(
            StateDrivenView<Cell>(mutatesHiddenProperty: mutatesHidden), cell: Cell.self,
            list: StateDrivenView<Cell>.self)
    }

    @Test func s1HiddenUUIDMutatedReevaluatesEveryMaterialisedCell() async throws {
        let counts = try await valueScenario(StateDrivenCell<PlainItem>.self, mutatesHidden: true)
        #expect(counts == Counts(cells: 6, list: 1))
    }

    @Test func s2HiddenUUIDUntouchedReevaluatesTheTwoChangedCells() async throws {
        let counts = try await valueScenario(StateDrivenCell<PlainItem>.self, mutatesHidden: false)
        #expect(counts == Counts(cells: 2, list: 1))
    }

    @Test func s3EquatablePODItemIsHonoured() async throws {
        let counts = try await valueScenario(StateDrivenCell<EquatableItem>.self, mutatesHidden: true)
        #expect(counts == Counts(cells: 2, list: 1))
    }

    @Test func s4EquatableItemWithStringIsHonoured() async throws {
        let counts = try await valueScenario(StateDrivenCell<EquatableStringItem>.self, mutatesHidden: true)
        #expect(counts == Counts(cells: 2, list: 1))
    }

    @Test func s5ComputedRandomPropertyIsNotCompared() async throws {
        let counts = try await valueScenario(ComputedRandomCell.self, mutatesHidden: true)
        #expect(counts == Counts(cells: 2, list: 1))
    }

    @Test func s6StoredRandomPropertyChangesEveryCell() async throws {
        let counts = try await valueScenario(StoredRandomCell.self, mutatesHidden: true)
        #expect(counts == Counts(cells: 6, list: 1))
    }

    @Test func s7aEquatableCellWithPODItemIsHonoured() async throws {
        let counts = try await valueScenario(EquatableCell<PlainItem>.self, mutatesHidden: true)
        #expect(counts == Counts(cells: 2, list: 1))
    }

    @Test func s7bEquatableCellWithStringItem() async throws {
        let counts = try await valueScenario(EquatableCell<StringItem>.self, mutatesHidden: true)
        #expect(counts == Counts(cells: 2, list: 1))
    }

    @Test func s8ObservedItemsReevaluateOnlyTheirCells() async throws {
        let counts = try await measure(
            ObservableDrivenView(), cell: ObservableCell.self, list: ObservableDrivenView.self)
        #expect(counts == Counts(cells: 2, list: 0))
    }

    @Test func lazyListMaterialisesTheViewportPlusOneRow() async throws {
        let host = HeadlessHost(ObservableDrivenView(itemCount: 100), viewport: .rows(5))
        await host.settle()
        #expect(host.evaluations.count(of: ObservableCell.self) == 6)
        let list = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVStack })
        #expect(list.children.count == 6)
        #expect(list.attributes[.rowCount] == "100")
        #expect(list.children.map { $0.attributes[.index] } == ["0", "1", "2", "3", "4", "5"])
    }
}
