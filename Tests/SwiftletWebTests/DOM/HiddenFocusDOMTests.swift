@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private struct HiddenExtra: View {
    @State private var hidden = true
    var body: some View {
        VStack {
            Button("show") { hidden.toggle() }
            Button("Extra") {}.accessibilityHidden(hidden).accessibilityIdentifier("extra")
        }
    }
}

/// `.accessibilityHidden(true)` on something the keyboard reaches takes it out of the tab order too
/// (docs/web/accessibility.md), and `.accessibilityHidden(false)` puts it back.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct HiddenFocusDOMTests {
    private func shell(_ kind: RenderKind, _ attributes: [RenderAttribute: String], text: String? = nil) -> DOMElement {
        DOMMapping.shell(id: NodeID(7), kind: kind, text: text, attributes: attributes)
    }

    @Test func aHiddenControlLeavesTheTabOrderAndStaysClickable() {
        let button = shell(.button, [.accessibilityHidden: "true"], text: "Extra")
        #expect(button.attribute("aria-hidden") == "true" && button.attribute("tabindex") == "-1")
        #expect(button.attribute("data-accessibility-hidden") == "true")
        #expect(button.attribute("disabled") == nil && button.attribute("inert") == nil)
        let field = shell(.textField, [.accessibilityHidden: "true", .title: "Note"], text: "")
        #expect(field.attribute("tabindex") == "-1")
        // A toggle's checkbox is its part `c`.
        let toggle = shell(.toggle, [.accessibilityHidden: "true"], text: "Wi-Fi")
        #expect(toggle.children.first { $0.domID == "n7c" }?.attribute("tabindex") == "-1")
        // A container is marked; swiftlet.js takes the controls inside it out of the tab order.
        let group = shell(.hstack, [.accessibilityHidden: "true"])
        #expect(group.attribute("data-accessibility-hidden") == "true" && group.attribute("tabindex") == nil)
        // A scroll view (focusable so the keyboard can scroll it) is not focusable while hidden.
        #expect(shell(.scrollView, [.accessibilityHidden: "true"]).attribute("tabindex") == nil)
        // Not hidden: nothing changes.
        let shown = shell(.button, [.accessibilityHidden: "false"], text: "Extra")
        #expect(shown.attribute("aria-hidden") == nil && shown.attribute("tabindex") == nil)
        #expect(shown.attribute("data-accessibility-hidden") == nil)
    }

    @Test func showingItAgainPutsItBackInTheTabOrderInOneFrame() async throws {
        let host = HeadlessHost(HiddenExtra())
        var translator = FrameTranslator(host.graph.tree)
        let node = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == "extra" })
        let target = DOMMapping.domID(of: node.id)
        try await host.tap("show")
        let frame = try translator.frame(for: try #require(host.updates.last), sequence: 1)
        guard case .tick(_, let changes, _) = frame else {
            Issue.record("expected a tick frame")
            return
        }
        let removed = changes.compactMap { change -> String? in
            if case .removeAttribute(target, let name) = change { return name }
            return nil
        }
        #expect(Set(removed) == ["aria-hidden", "tabindex", "data-accessibility-hidden"])
    }
}
