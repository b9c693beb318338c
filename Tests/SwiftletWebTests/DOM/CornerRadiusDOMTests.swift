@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct CornerRadiusDOMTests {
    @Test func aCornerRadiusRoundsAndClipsAndABadOneIsDropped() {
        let rounded = HTMLRenderer.html(
            DOMMapping.element(for: RenderNode(id: NodeID(4), kind: .vstack, attributes: [.cornerRadius: "12"])))
        #expect(rounded.contains("border-radius:12px;overflow:clip"))
        let bad = HTMLRenderer.html(
            DOMMapping.element(
                for: RenderNode(id: NodeID(4), kind: .vstack, attributes: [.cornerRadius: "1;color:red"])))
        #expect(!bad.contains("border-radius"))
        #expect(!bad.contains("color:red"))
    }
}
