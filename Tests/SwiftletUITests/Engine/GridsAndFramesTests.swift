@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Tile: View, Equatable {
    let id: Int
    var body: some View { Text("tile \(id)") }
}

private struct AdaptiveGrid: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 4) {
                ForEach(Array(0..<100), id: \.self) { Tile(id: $0) }
            }
        }
    }
}

private struct MixedGrid: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible(minimum: 10, maximum: 200))]) {
            ForEach(Array(0..<6), id: \.self) { Tile(id: $0) }
        }
    }
}

@MainActor
@Suite struct GridsAndFramesTests {
    @Test func defaultFlexibleColumnsSendNoTemplate() throws {
        let host = HeadlessHost(
            LazyVGrid(columns: [GridItem(), GridItem(.flexible())]) { Text("a") }, viewport: .rows(9))
        let grid = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVGrid })
        #expect(grid.attributes[.columns] == "2")
        #expect(grid.attributes[.gridColumns] == nil)
    }

    @Test func fixedAndBoundedColumnsAreSentAsNumbers() throws {
        let host = HeadlessHost(MixedGrid(), viewport: .rows(9))
        let grid = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVGrid })
        #expect(grid.attributes[.columns] == "2")
        #expect(grid.attributes[.gridColumns] == "fixed:40 flexible:10:200")
        #expect(grid.children.count == 6)
    }

    @Test func anAdaptiveGridOverscansFourColumnsAndScrollsToItsLastCell() async throws {
        let host = HeadlessHost(AdaptiveGrid(), viewport: .rows(8))
        let grid = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVGrid })
        #expect(grid.attributes[.gridColumns] == "adaptive:80:inf")
        #expect(grid.attributes[.rowCount] == "100")
        #expect(grid.children.count == 12)  // 8 visible cells + an assumed line of 4
        host.evaluations.reset()
        try await host.send(.visibleRange(grid.id, 90..<100))
        let after = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVGrid })
        #expect(after.children.map { $0.attributes[.index] } == (90..<100).map { String($0) })
        #expect(host.evaluations.count(of: Tile.self) == 10)
    }

    @Test func containerRelativeFrameSendsAFractionAndAnOffsetPerAxis() throws {
        let host = HeadlessHost(
            VStack {
                Text("whole").containerRelativeFrame(.horizontal)
                Text("third").containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                Text("two of four").containerRelativeFrame([.horizontal, .vertical], count: 4, span: 2, spacing: 8)
                Text("closure").containerRelativeFrame(.horizontal) { length, _ in length * 0.8 - 20 }
                Text("bad count").containerRelativeFrame(.vertical, count: 0, span: 5, spacing: 4)
            }, viewport: .rows(9))
        func frame(_ text: String) -> String? {
            host.graph.tree.allNodes.first { $0.text == text }?.attributes[.containerRelativeFrame]
        }
        #expect(frame("whole") == "width:1:0")
        #expect(frame("third") == "width:0.333:-6.667")
        #expect(frame("two of four") == "width:0.5:-4 height:0.5:-4")
        #expect(frame("closure") == "width:0.8:-20")
        #expect(frame("bad count") == "height:1:0")
    }
}
