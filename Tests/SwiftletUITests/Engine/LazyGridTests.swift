@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Cell: View, Equatable {
    let id: Int
    var body: some View { Text("cell \(id)") }
}

private struct Grid: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 4) {
                ForEach(Array(0..<87), id: \.self) { Cell(id: $0) }
            }
        }
    }
}

@MainActor
@Suite struct LazyGridTests {
    @Test func materialisesTheVisibleCellsPlusOneLine() throws {
        let host = HeadlessHost(Grid(), viewport: .rows(9))
        let grid = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVGrid })
        #expect(grid.attributes[.columns] == "3")
        #expect(grid.attributes[.rowCount] == "87")
        #expect(grid.children.count == 12)  // 9 visible cells + one line of 3
        #expect(host.evaluations.count(of: Cell.self) == 12)
        #expect(host.snapshot().contains("LazyVGrid (87 cells, 3 columns)"))
    }

    @Test func scrollingToTheEndMountsOnlyTheNewCells() async throws {
        let host = HeadlessHost(Grid(), viewport: .rows(9))
        let grid = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVGrid })
        host.evaluations.reset()
        try await host.send(.visibleRange(grid.id, 78..<87))
        let after = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVGrid })
        #expect(after.children.map { $0.attributes[.index] } == (78..<87).map { String($0) })
        #expect(after.attributes[.firstRow] == "78")
        #expect(host.evaluations.count(of: Cell.self) == 9)
    }
}
