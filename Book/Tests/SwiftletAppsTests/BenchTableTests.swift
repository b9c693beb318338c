@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps

/// The framework benchmark table in the headless host: each button, selection, removal, and what
/// the engine does for them (row bodies evaluated, no reflection fallback).
@MainActor
@Suite(.timeLimit(.minutes(4)))
struct BenchTableTests {
    /// The rendered node carrying accessibility identifier `identifier`.
    static func node(_ host: HeadlessHost<BenchTableView>, _ identifier: String) -> RenderNode? {
        host.graph.tree.allNodes.first { $0.attributes[.identifier] == identifier }
    }

    /// The rendered rows, in order: (id, label, selected). A row is the stack holding a `row-id-<n>`
    /// text, a `row-label-<n>` button and a `row-remove-<n>` button.
    static func rows(_ host: HeadlessHost<BenchTableView>) -> [(id: Int, label: String, selected: Bool)] {
        guard let table = node(host, "rows") else { return [] }
        return table.allNodes.compactMap { row in
            guard row.kind == .hstack,
                let idText = row.children.first(where: { $0.attributes[.identifier]?.hasPrefix("row-id-") == true }),
                let id = Int(idText.text ?? ""),
                let label = row.children.first(where: { $0.attributes[.identifier] == "row-label-\(id)" }),
                row.children.contains(where: { $0.attributes[.identifier] == "row-remove-\(id)" })
            else { return nil }
            return (id, label.text ?? "", row.attributes[.selected] == "true")
        }
    }

    static func click(_ host: HeadlessHost<BenchTableView>, _ identifier: String) async throws {
        let target = try #require(node(host, identifier))
        try await host.send(.tap(target.id))
    }

    @Test func createUpdateSwapAppendAndClear() async throws {
        let model = BenchTableModel()
        let host = HeadlessHost(BenchTableView(model: model))
        await host.settle()
        #expect(Self.rows(host).isEmpty)

        try await Self.click(host, "run")
        var rows = Self.rows(host)
        #expect(rows.count == 1_000)
        #expect(rows.map(\.id) == Array(1...1_000))
        #expect(rows.allSatisfy { $0.label.split(separator: " ").count == 3 })
        #expect(Set(rows.map(\.label)).count > 100)

        host.evaluations.reset()
        try await Self.click(host, "update")
        rows = Self.rows(host)
        #expect(rows.enumerated().allSatisfy { index, row in row.label.hasSuffix(" !!!") == (index % 10 == 0) })
        #expect(host.evaluations.count(of: BenchTableRow.self) == 100)
        #expect(host.evaluations.reflectionComparisons == 0)

        let before = rows
        host.evaluations.reset()
        try await Self.click(host, "swaprows")
        rows = Self.rows(host)
        try #require(rows.count == 1_000 && before.count == 1_000)
        #expect(rows[1].id == before[998].id && rows[998].id == before[1].id)
        #expect(rows[0].id == before[0].id && rows[2].id == before[2].id && rows[999].id == before[999].id)
        #expect(host.evaluations.count(of: BenchTableRow.self) == 0)

        try await Self.click(host, "add")
        rows = Self.rows(host)
        #expect(rows.count == 2_000)
        #expect(rows.last?.id == 2_000)

        try await Self.click(host, "run")
        rows = Self.rows(host)
        #expect(rows.count == 1_000)
        #expect(rows.first?.id == 2_001)

        try await Self.click(host, "clear")
        #expect(Self.rows(host).isEmpty)
        await host.unmount()
    }

    @Test func selectingAndRemovingRows() async throws {
        let host = HeadlessHost(BenchTableView(model: BenchTableModel()))
        await host.settle()
        try await Self.click(host, "run")

        host.evaluations.reset()
        try await Self.click(host, "row-label-5")
        var rows = Self.rows(host)
        #expect(rows.filter(\.selected).map(\.id) == [5])
        #expect(host.evaluations.count(of: BenchTableRow.self) == 1)

        host.evaluations.reset()
        try await Self.click(host, "row-label-7")
        rows = Self.rows(host)
        #expect(rows.filter(\.selected).map(\.id) == [7])
        #expect(host.evaluations.count(of: BenchTableRow.self) == 2)

        host.evaluations.reset()
        try await Self.click(host, "row-remove-3")
        rows = Self.rows(host)
        #expect(rows.count == 999)
        #expect(!rows.contains { $0.id == 3 })
        #expect(rows.prefix(4).map(\.id) == [1, 2, 4, 5])
        #expect(host.evaluations.count(of: BenchTableRow.self) == 0)
        #expect(host.evaluations.reflectionComparisons == 0)
        await host.unmount()
    }

    @Test func tenThousandRowsAreAllMaterialised() async throws {
        let host = HeadlessHost(BenchTableView(model: BenchTableModel()))
        await host.settle()
        try await Self.click(host, "runlots")
        let rows = Self.rows(host)
        #expect(rows.count == 10_000)
        #expect(rows.last?.id == 10_000)
        await host.unmount()
    }

    @Test func labelsAreDeterministic() async throws {
        let first = BenchTableModel()
        let second = BenchTableModel()
        first.run()
        second.run()
        #expect(first.rows == second.rows)
    }
}
