@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct LayoutDOMTests {
    private func html(_ kind: RenderKind, _ attributes: [RenderAttribute: String], text: String? = nil) -> String {
        HTMLRenderer.html(
            DOMMapping.element(for: RenderNode(id: NodeID(5), kind: kind, text: text, attributes: attributes)))
    }

    @Test func aFrameIsABoxWithItsSizesAndItsContentsAlignment() {
        let box = html(.frame, [.frame: "width:200 height:100 alignment:bottomTrailing"])
        #expect(box.contains("class=\"sw-frame\""))
        #expect(box.contains("data-align=\"bottom-trailing\""))
        #expect(box.contains("style=\"width:200px;height:100px\""))
        #expect(!box.contains("data-flex"))
    }

    @Test func aMaximumOrFlexibleContentMakesAFrameTakeTheSpaceOffered() {
        let grow = html(.frame, [.frame: "maxWidth:inf minHeight:10 maxHeight:40"])
        #expect(grow.contains("data-flex=\"wh\""))
        #expect(grow.contains("style=\"min-height:10px;max-height:40px\""))
        #expect(!grow.contains("100%"))
        // A colour in a frame with only a height: flexible in width, fixed in height.
        #expect(html(.frame, [.frame: "height:20", .contentFlex: "wh"]).contains("data-flex=\"w\""))
        #expect(!html(.frame, [.frame: "width:20 height:20", .contentFlex: "wh"]).contains("data-flex"))
    }

    @Test func fixedSizeGivesTheIdealSizeAndStopsGrowing() {
        let fixed = html(.frame, [.frame: "idealWidth:120 maxWidth:inf", .fixedSize: "horizontal"])
        #expect(fixed.contains("width:120px"))
        #expect(!fixed.contains("data-flex"))
        let text = html(.text, [.fixedSize: "both"], text: "x")
        #expect(text.contains("style=\"width:max-content;height:max-content;flex-shrink:0\""))
    }

    @Test func aColourUsedAsAViewIsAFlexibleBox() {
        let color = html(.image, [.fill: "red"])
        #expect(color.hasPrefix("<div id=\"n5\" class=\"sw-image sw-color\""))
        #expect(color.contains("background:light-dark(#ff3b30, #ff453a)"))
        #expect(!color.contains("alt="))
        #expect(html(.image, [.systemName: "star"]).hasPrefix("<img"))
    }

    @Test func priorityZIndexPositionAndSpacerMinimumBecomeDeclarations() {
        #expect(html(.text, [.layoutPriority: "1"], text: "x").contains("style=\"--sw-grow:1001;flex-shrink:0\""))
        #expect(html(.text, [.layoutPriority: "-1"], text: "x").contains("style=\"flex-shrink:1001\""))
        #expect(html(.text, [.zIndex: "2.4"], text: "x").contains("style=\"z-index:2\""))
        let placed = html(.frame, [.position: "x:50 y:30.5"])
        #expect(placed.contains("style=\"--sw-x:50px;--sw-y:30.5px\"") && placed.contains("data-flex=\"wh\""))
        #expect(html(.spacer, [.minLength: "30"]).contains("style=\"--sw-spacer-min:30px\""))
        #expect(!html(.spacer, [.minLength: "-3"]).contains("style="))
    }

    @Test func gridsAndLazyHorizontalGridsGetTheirTracksAndGaps() {
        let grid = html(.grid, [.alignment: "leading", .horizontalSpacing: "4", .verticalSpacing: "6"])
        #expect(grid.contains("class=\"sw-grid-layout\"") && grid.contains("data-align=\"leading\""))
        #expect(grid.contains("style=\"column-gap:4px;row-gap:6px\""))
        #expect(html(.gridRow, [:]).contains("class=\"sw-grid-row\""))
        #expect(html(.text, [.gridCellColumns: "2"], text: "x").contains("grid-column-end:span 2"))
        #expect(html(.text, [.gridCellAnchor: "0 1"], text: "x").contains("justify-self:start;align-self:end"))
        let hgrid = html(.lazyHGrid, [.gridRows: "fixed:20 flexible:10:inf", .spacing: "6", .rows: "2"])
        #expect(hgrid.contains("grid-template-rows:20px minmax(10px, 1fr);column-gap:6px"))
        let fits = html(.viewThatFits, [.axes: "horizontal"])
        #expect(fits.contains("class=\"sw-fits\"") && fits.contains("data-axes=\"horizontal\""))
    }

    @Test func malformedLayoutValuesWriteNoCSS() {
        for bad: [RenderAttribute: String] in [
            [.frame: "width:10;color:red"], [.frame: "width:-4 height:nan"], [.frame: "height:1e9"],
            [.position: "x:1;color:red y:nan"], [.zIndex: "nan"], [.layoutPriority: "inf"],
            [.gridCellColumns: "99"], [.gridCellAnchor: "left top"], [.gridRows: "fixed:1;x"],
        ] {
            let kind: RenderKind = bad[.frame] != nil || bad[.position] != nil ? .frame : .lazyHGrid
            let element = html(kind, bad)
            #expect(!element.contains("style="), "\(bad)")
        }
    }
}
