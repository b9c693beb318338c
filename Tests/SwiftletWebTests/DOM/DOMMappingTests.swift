@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct DOMMappingTests {
    @Test func primitivesMapToSemanticElements() {
        let tree = RenderNode(
            id: NodeID(1), kind: .root,
            children: [
                RenderNode(id: NodeID(2), kind: .button, text: "Go"),
                RenderNode(id: NodeID(3), kind: .textField, text: "hi"),
                RenderNode(id: NodeID(4), kind: .progress),
                RenderNode(
                    id: NodeID(5), kind: .list, children: [RenderNode(id: NodeID(6), kind: .row, text: "one")]),
                RenderNode(id: NodeID(7), kind: .hstack),
                RenderNode(id: NodeID(8), kind: .image, attributes: [.url: "/a.png"]),
            ])
        let html = HTMLRenderer.html(DOMMapping.element(for: tree))
        #expect(html.contains("<button id=\"n2\" type=\"button\" class=\"sw-button\" data-ev=\"tap\">Go</button>"))
        #expect(html.contains("<input id=\"n3\" type=\"text\" class=\"sw-textfield\" data-ev=\"input\" value=\"hi\">"))
        #expect(html.contains("<progress id=\"n4\" class=\"sw-progress\"></progress>"))
        #expect(
            html.contains("<ul id=\"n5\" class=\"sw-list\" data-lazy=\"\"><li id=\"n6\" class=\"sw-row\">one</li></ul>")
        )
        #expect(html.contains("<div id=\"n7\" class=\"sw-hstack\"></div>"))
        #expect(html.contains("<img id=\"n8\" class=\"sw-image\" src=\"/a.png\" alt=\"\">"))
    }

    @Test func navigationStackHasTitleBarBackButtonAndSlot() {
        let node = RenderNode(
            id: NodeID(9), kind: .navigationStack, attributes: [.title: "Live", .canGoBack: "true"],
            children: [RenderNode(id: NodeID(10), kind: .text, text: "body")])
        let element = DOMMapping.element(for: node)
        let html = HTMLRenderer.html(element)
        #expect(html.contains("<h1 id=\"n9t\" class=\"sw-title\">Live</h1>"))
        #expect(html.contains("id=\"n9b\""))
        #expect(!html.contains("hidden"))
        #expect(html.contains("<div id=\"n9s\" class=\"sw-nav-body\"><span id=\"n10\""))
    }

    @Test func disabledButtonAndDeterminateProgress() {
        let button = DOMMapping.element(
            for: RenderNode(id: NodeID(1), kind: .button, text: "Live ticker", attributes: [.disabled: "true"]))
        #expect(button.attribute("disabled") == "")
        let progress = DOMMapping.element(for: RenderNode(id: NodeID(2), kind: .progress, attributes: [.value: "0.5"]))
        #expect(progress.attribute("value") == "0.5")
        #expect(progress.attribute("max") == "1")
    }
}
