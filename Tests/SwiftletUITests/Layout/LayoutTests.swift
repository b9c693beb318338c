import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

/// Nested frames: a 50-point square in the bottom trailing corner of a 200 × 100 frame.
private struct NestedFrames: View {
    var body: some View {
        Color.red.frame(width: 50, height: 50).frame(width: 200, height: 100, alignment: .bottomTrailing)
    }
}

/// Frames with only a height around views that take the width offered.
private struct FlexibleContent: View {
    var body: some View {
        ScrollView { Text("scrolled") }.frame(height: 100)
        Spacer().frame(height: 10)
        Text("hugs").frame(height: 10)
    }
}

/// Three rows with frames and a position no layout can honour.
private struct BadFrames: View {
    var body: some View {
        VStack {
            ForEach(0..<3, id: \.self) { _ in
                Color.red.frame(width: -5, height: .nan)
            }
            Color.blue.frame(minWidth: .infinity, maxWidth: -1)
            Color.green.position(x: .nan, y: 10)
        }
    }
}

/// Every layout modifier once.
private struct Modified: View {
    var body: some View {
        VStack {
            Text("fixed").fixedSize()
            Text("wide").fixedSize(horizontal: true, vertical: false)
            Text("none").fixedSize(horizontal: false, vertical: false)
            Text("first").layoutPriority(1)
            Text("top").zIndex(2)
            Text("placed").position(x: 50, y: 30)
            Text("insets").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("safe").safeAreaPadding(.horizontal, 10)
            Text("ignores").ignoresSafeArea().edgesIgnoringSafeArea(.all)
        }
    }
}

private struct Grids: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 6) {
            GridRow(alignment: .top) {
                Text("a").gridCellColumns(2)
                Text("b").gridColumnAlignment(.trailing).gridCellAnchor(.topLeading)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            Text("wide").gridCellColumns(0)
        }
        LazyHStack(spacing: 5) { Text("h1") }
        LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.adaptive(minimum: 30))], spacing: 6) { Text("cell") }
        ViewThatFits(in: .horizontal) {
            Text("long version")
            Text("short")
        }
    }
}

private struct Inset: View {
    var body: some View {
        Text("content").safeAreaInset(edge: .bottom, spacing: 0) { Text("bar") }
        Text("side").safeAreaInset(edge: .leading, alignment: .top) { Text("rail") }
    }
}

/// A counter inside a frame: a tap re-evaluates the counter only.
private struct FramedCounter: View {
    var body: some View {
        FrameCounter().frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct FrameCounter: View {
    @State private var count = 0
    var body: some View {
        Button("count \(count)") { count += 1 }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct LayoutTests {
    private func nodes<V: View>(_ host: HeadlessHost<V>, _ kind: RenderKind) -> [RenderNode] {
        host.graph.tree.allNodes.filter { $0.kind == kind }
    }

    private func text<V: View>(_ host: HeadlessHost<V>, _ string: String) throws -> RenderNode {
        try #require(host.graph.tree.allNodes.first { $0.text == string })
    }

    @Test func aFrameIsABoxAroundItsContentWithItsSizesAndAlignment() throws {
        let host = HeadlessHost(NestedFrames())
        let outer = try #require(nodes(host, .frame).first)
        #expect(outer.attributes[.frame] == "width:200 height:100 alignment:bottomTrailing")
        let inner = try #require(outer.children.first)
        #expect(inner.kind == .frame && inner.attributes[.frame] == "width:50 height:50")
        // The colour inside takes the space offered; the inner frame says so, the outer one is fixed.
        #expect(inner.attributes[.contentFlex] == "wh")
        #expect(outer.attributes[.contentFlex] == nil)
        #expect(inner.children.first?.attributes[.fill] == "red")
        // Headless snapshots show frames transparently, as before they were boxes.
        #expect(host.snapshot() == "Image(red)")
    }

    @Test func aFrameSaysWhenItsContentTakesTheSpaceOffered() throws {
        let host = HeadlessHost(FlexibleContent())
        #expect(nodes(host, .frame).map { $0.attributes[.contentFlex] } == ["wh", "wh", nil])
    }

    @Test func negativeAndNaNFramesAreDroppedAndReportedOncePerGraph() throws {
        let host = HeadlessHost(BadFrames())
        let frames = nodes(host, .frame)
        #expect(frames.count == 5)
        for frame in frames.prefix(3) { #expect(frame.attributes[.frame] == "") }
        #expect(frames[3].attributes[.frame] == "")
        #expect(frames[4].attributes[.position] == "x:0 y:10")
        let messages = host.graph.diagnostics.map(\.message)
        #expect(messages.filter { $0.hasPrefix("frame(width: -5.0)") }.count == 1, "\(messages)")
        #expect(messages.filter { $0.hasPrefix("frame(height: nan)") }.count == 1, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("frame(minWidth: inf)") })
        #expect(messages.contains { $0.hasPrefix("frame(maxWidth: -1.0)") })
        #expect(messages.contains { $0.hasPrefix("position(x:)") })
        #expect(host.graph.diagnostics.allSatisfy { $0.kind == .other })
    }

    @Test func layoutModifiersSetTheirAttributes() throws {
        let host = HeadlessHost(Modified())
        #expect(try text(host, "fixed").attributes[.fixedSize] == "both")
        #expect(try text(host, "wide").attributes[.fixedSize] == "horizontal")
        #expect(try text(host, "none").attributes[.fixedSize] == nil)
        #expect(try text(host, "first").attributes[.layoutPriority] == "1")
        #expect(try text(host, "top").attributes[.zIndex] == "2")
        let placed = try #require(nodes(host, .frame).first { $0.children.first?.text == "placed" })
        #expect(placed.attributes[.position] == "x:50 y:30")
        #expect(try text(host, "insets").attributes[.padding] == "1 4 3 2")
        #expect(try text(host, "safe").attributes[.padding] == "0 10 0 10")
        // No safe area on the web: ignoresSafeArea changes nothing.
        #expect(try text(host, "ignores").attributes.isEmpty)
    }

    @Test func gridsLazyHorizontalContainersAndViewThatFitsRenderTheirKinds() throws {
        let host = HeadlessHost(Grids())
        let grid = try #require(nodes(host, .grid).first)
        #expect(grid.attributes == [.alignment: "leading", .horizontalSpacing: "4", .verticalSpacing: "6"])
        let row = try #require(grid.children.first)
        #expect(row.kind == .gridRow && row.attributes[.alignment] == "top")
        #expect(try text(host, "a").attributes[.gridCellColumns] == "2")
        let b = try text(host, "b")
        #expect(b.attributes[.gridColumnAlignment] == "trailing" && b.attributes[.gridCellAnchor] == "0 0")
        #expect(try text(host, "wide").attributes[.gridCellColumns] == "1")
        #expect(nodes(host, .divider).first?.attributes[.gridCellUnsizedAxes] == "horizontal")
        let lazyRow = try #require(nodes(host, .hstack).first)
        #expect(lazyRow.attributes[.lazy] == "true" && lazyRow.attributes[.spacing] == "5")
        let hgrid = try #require(nodes(host, .lazyHGrid).first)
        #expect(hgrid.attributes[.gridRows] == "fixed:20 adaptive:30:inf" && hgrid.attributes[.rows] == "2")
        #expect(hgrid.attributes[.spacing] == "6")
        let fits = try #require(nodes(host, .viewThatFits).first)
        #expect(fits.attributes[.axes] == "horizontal" && fits.children.count == 2)
        // The headless host offers unlimited space: the first candidate fits.
        #expect(host.snapshot().contains("ViewThatFits\n  long version"))
        #expect(!host.snapshot().contains("short"))
    }

    @Test func safeAreaInsetStacksTheInsetAlongItsEdge() throws {
        let host = HeadlessHost(Inset())
        let stacks = host.graph.tree.allNodes.filter { $0.attributes[.safeAreaInset] != nil }
        #expect(stacks.map(\.kind) == [.vstack, .hstack])
        #expect(stacks[0].children.map(\.text) == ["content", "bar"])
        #expect(stacks[0].attributes[.spacing] == "0")
        #expect(stacks[1].children.map(\.text) == ["rail", "side"])
        #expect(stacks[1].attributes[.alignment] == "top")
    }

    @Test func aTapInsideAFrameReEvaluatesOnlyTheViewThatReadTheState() async throws {
        let host = HeadlessHost(FramedCounter())
        try await host.tap("count 0")
        #expect(host.snapshot() == "[count 1]")
        #expect(host.graph.evaluations.count(of: FramedCounter.self) == 1)
        #expect(host.graph.evaluations.count(of: FrameCounter.self) == 2)
    }
}
