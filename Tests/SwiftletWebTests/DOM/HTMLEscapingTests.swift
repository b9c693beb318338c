@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct HTMLEscapingTests {
    @Test func scriptTagInTextRendersAsText() {
        let node = RenderNode(id: NodeID(3), kind: .text, text: "<script>alert(1)</script>")
        let html = HTMLRenderer.html(DOMMapping.element(for: node))
        #expect(html == "<span id=\"n3\" class=\"sw-text\">&lt;script&gt;alert(1)&lt;/script&gt;</span>")
    }

    @Test func attributeValuesCannotCloseTheQuote() {
        let node = RenderNode(
            id: NodeID(4), kind: .textField, text: "\" onfocus=\"alert(1)", attributes: [.placeholder: "'><img>"])
        let html = HTMLRenderer.html(DOMMapping.element(for: node))
        #expect(html.contains("value=\"&quot; onfocus=&quot;alert(1)\""))
        #expect(html.contains("placeholder=\"&#39;&gt;&lt;img&gt;\""))
        #expect(!html.contains("\" onfocus"))
    }

    @Test func ampersandsAreEscapedOnce() {
        #expect(HTMLEscaping.text("a & b &amp;") == "a &amp; b &amp;amp;")
        #expect(HTMLEscaping.attribute("plain") == "plain")
    }

    @Test func attributeNamesBecomeSafeDataAttributes() {
        let node = RenderNode(id: NodeID(5), kind: .vstack, attributes: [.accessibilitySortPriority: "2"])
        let html = HTMLRenderer.html(DOMMapping.element(for: node))
        #expect(html.contains("data-accessibility-sort-priority=\"2\""))
        // A name can never close the attribute or add a handler, whatever it is spelled with.
        #expect(DOMMapping.dataName("onclick\" x=\"y") == "onclickxy")
    }

    @Test func javascriptURLsAreDroppedFromImages() {
        let bad = DOMMapping.element(
            for: RenderNode(id: NodeID(6), kind: .image, attributes: [.url: "javascript:alert(1)"]))
        #expect(bad.attribute("src") == nil)
        let good = DOMMapping.element(
            for: RenderNode(id: NodeID(7), kind: .image, attributes: [.url: "/gallery/image?1"]))
        #expect(good.attribute("src") == "/gallery/image?1")
    }

    @Test func styleModifiersAcceptOnlyNumbersAndColours() {
        let element = DOMMapping.element(
            for: RenderNode(
                id: NodeID(8), kind: .text, text: "x",
                attributes: [.padding: "12", .foregroundColor: "red;background:url(x)", .background: "#ff0000"]))
        #expect(element.attribute("style") == "padding:12px;background:#ff0000")
    }
}
