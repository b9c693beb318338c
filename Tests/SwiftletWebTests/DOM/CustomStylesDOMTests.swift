@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private struct OutlineStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(4)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct CustomStylesDOMTests {
    @Test func aCustomStyledButtonIsOneNativeButtonHoldingTheStylesContent() throws {
        let host = HeadlessHost(Button("Save", role: .destructive) {}.buttonStyle(OutlineStyle()))
        let button = try #require(host.graph.tree.allNodes.first { $0.kind == .button })
        let html = HTMLRenderer.html(DOMMapping.element(for: button))
        #expect(html.hasPrefix("<button id=\"n\(button.id.rawValue)\" type=\"button\" class=\"sw-button\""))
        #expect(html.contains("data-ev=\"tap\""))
        #expect(html.contains("data-button-style=\"custom\""))
        #expect(html.contains("data-role=\"destructive\""))
        #expect(html.contains(">Save</span>"))
        #expect(html.components(separatedBy: "<button").count == 2)
    }

    @Test func builtInStylesKeepTheirAttribute() throws {
        let host = HeadlessHost(Button("Go") {}.buttonStyle(.borderedProminent))
        let button = try #require(host.graph.tree.allNodes.first { $0.kind == .button })
        let html = HTMLRenderer.html(DOMMapping.element(for: button))
        #expect(html.contains("data-button-style=\"borderedProminent\""))
        #expect(html.contains(">Go</button>"))
    }
}
