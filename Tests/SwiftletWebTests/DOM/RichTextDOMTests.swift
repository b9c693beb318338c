@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct RichTextDOMTests {
    private func textNode(_ text: Text) throws -> RenderNode {
        let host = HeadlessHost(text)
        return try #require(host.graph.tree.allNodes.first(where: { $0.kind == .text }))
    }

    private func html(_ text: Text) throws -> String {
        HTMLRenderer.html(DOMMapping.element(for: try textNode(text)))
    }

    @Test func plainTextKeepsItsElement() throws {
        let node = RenderNode(id: NodeID(1), kind: .text, text: "Hello")
        #expect(HTMLRenderer.html(DOMMapping.element(for: node)) == "<span id=\"n1\" class=\"sw-text\">Hello</span>")
    }

    @Test func richTextCarriesItsRunsAsOneAttribute() throws {
        let element = DOMMapping.element(for: try textNode(Text("**b** *i* `c` ~~s~~ [l](https://example.com)")))
        #expect(element.tag == "span")
        #expect(element.text == "b i c s l")
        let runs = try #require(element.attribute("data-runs"))
        #expect(runs.contains("{\"b\":true,\"t\":\"b\"}"))
        #expect(runs.contains("{\"i\":true,\"t\":\"i\"}"))
        #expect(runs.contains("{\"c\":true,\"t\":\"c\"}"))
        #expect(runs.contains("{\"s\":true,\"t\":\"s\"}"))
        #expect(runs.contains("\"u\":\"https:\\/\\/example.com\""))
        #expect(element.attribute("data-runs-attribute") == nil)
    }

    @Test func concatenatedPartsCarryTheirStyleAndColour() throws {
        let element = DOMMapping.element(
            for: try textNode(Text("a") + Text("b").font(.title).bold() + Text("c").foregroundColor(.red)))
        let runs = try #require(element.attribute("data-runs"))
        #expect(runs.contains("{\"d\":{\"bold\":\"true\",\"font\":\"title\"},\"t\":\"b\"}"))
        #expect(runs.contains("{\"st\":\"color:light-dark(#ff3b30, #ff453a)\",\"t\":\"c\"}"))
    }

    @Test func markupAndScriptLinksCannotBeInjected() throws {
        let page = try html(
            Text(
                "**<script>alert(1)</script>** [x](javascript:alert(1)) [y](JaVaScRiPt:alert(2)) <img src=x onerror=alert(3)>"
            ))
        #expect(!page.contains("<script"))
        #expect(!page.contains("<img"))
        #expect(!page.lowercased().contains("javascript:"))
        let element = DOMMapping.element(for: try textNode(Text("[x](javascript:alert(1)) [m](mailto:a@b.c)")))
        let runs = try #require(element.attribute("data-runs"))
        #expect(!runs.contains("javascript"))
        #expect(runs.contains("mailto:a@b.c"))
        // The label of a refused link is still shown, as plain text.
        #expect(runs.contains("\"t\":\"x\""))
        // A value interpolated into the literal is never markup either.
        let value = "\"><script>alert(4)</script>"
        #expect(!(try html(Text("**\(value)**"))).contains("<script"))
    }

    @Test func aChangedRichTextChangesItsTextAndRunsAttribute() throws {
        let before = try textNode(Text("**a**"))
        var shadow = ShadowTree(RenderNode(id: NodeID(0), kind: .root, children: [before]))
        let runs = TextRun.encode([TextRun(text: "b", italic: true)])
        let changes = try shadow.apply([
            .setText(before.id, "b"), .setAttribute(before.id, name: .runs, value: runs),
        ])
        let target = DOMMapping.domID(of: before.id)
        #expect(changes.contains(.setText(target: target, text: "b")))
        #expect(changes.contains(.setAttribute(target: target, name: "data-runs", value: "[{\"i\":true,\"t\":\"b\"}]")))
        let plain = try shadow.apply([.removeAttribute(before.id, name: .runs)])
        #expect(plain == [.removeAttribute(target: target, name: "data-runs")])
    }

    @Test func onlyHTTPAndMailLinksAreKept() {
        #expect(RichTextRuns.safeLink("https://a.b") == "https://a.b")
        #expect(RichTextRuns.safeLink("HTTP://a.b") == "HTTP://a.b")
        #expect(RichTextRuns.safeLink("mailto:a@b") == "mailto:a@b")
        #expect(RichTextRuns.safeLink("javascript:alert(1)") == nil)
        #expect(RichTextRuns.safeLink("java\tscript:alert(1)") == nil)
        #expect(RichTextRuns.safeLink("data:text/html,x") == nil)
        #expect(RichTextRuns.safeLink("/relative") == nil)
    }
}
