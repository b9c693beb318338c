@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct GridsAndFramesDOMTests {
    private func gridHTML(_ attributes: [RenderAttribute: String]) -> String {
        var all: [RenderAttribute: String] = [.columns: "2", .lazy: "true", .rowCount: "0", .firstRow: "0"]
        for (name, value) in attributes { all[name] = value }
        return HTMLRenderer.html(DOMMapping.element(for: RenderNode(id: NodeID(7), kind: .lazyVGrid, attributes: all)))
    }

    @Test func aDefaultGridKeepsTheClassLayoutWithoutAnInlineTemplate() {
        let html = gridHTML([:])
        #expect(html.contains("class=\"sw-lazy sw-grid\""))
        #expect(html.contains("data-columns=\"2\""))
        #expect(!html.contains("grid-template-columns"))
    }

    @Test func fixedFlexibleAndAdaptiveColumnsBecomeAnInlineTemplate() {
        let html = gridHTML([.gridColumns: "fixed:40 flexible:10:inf flexible:0:120.5 adaptive:80:inf"])
        #expect(
            html.contains(
                "grid-template-columns:40px minmax(10px, 1fr) minmax(0px, 120.5px) repeat(auto-fill, minmax(80px, 1fr))"
            ))
        #expect(gridHTML([.gridColumns: "adaptive:60:90"]).contains("repeat(auto-fill, minmax(60px, 90px))"))
    }

    @Test func aMalformedTemplateWritesNoCSS() {
        for bad in [
            "fixed:40;color:red", "fixed:-4", "adaptive:80", "grid:1:2", "fixed:nan", "fixed:1e9", "",
            "flexible:10:1fr)",
        ] {
            let html = gridHTML([.gridColumns: bad])
            #expect(!html.contains("grid-template-columns"), "\(bad)")
            #expect(!html.contains("color:red;"), "\(bad)")
        }
    }

    @Test func containerRelativeFrameBecomesContainerUnits() {
        func style(_ value: String) -> String {
            HTMLRenderer.html(
                DOMMapping.element(
                    for: RenderNode(
                        id: NodeID(3), kind: .text, text: "x", attributes: [.containerRelativeFrame: value])))
        }
        #expect(style("width:1:0").contains("style=\"width:calc(100cqw + 0px);flex-shrink:0\""))
        #expect(
            style("width:0.333:-6.667 height:0.5:-4").contains(
                "style=\"width:calc(33.3cqw + -6.667px);height:calc(50cqh + -4px);flex-shrink:0\""))
        #expect(!style("width:1:0;x height:abc:0 depth:1:0").contains("style="))
    }
}
