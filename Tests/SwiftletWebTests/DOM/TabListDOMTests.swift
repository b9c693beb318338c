@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// Two tabs: "Read" holds only text, "Write" a button.
private struct ReadWriteTabs: View {
    @State private var tab = "read"

    var body: some View {
        VStack {
            TabView(selection: $tab) {
                Text("Nothing to press here")
                    .tabItem { Label("Read", systemImage: "book") }
                    .tag("read")
                Button("Compose") {}
                    .tabItem { Label("Write", systemImage: "pencil") }
                    .tag("write")
                    .badge(2)
            }
        }
    }
}

private struct TabListMissing: Error {}

/// A TabView in the page as the WAI-ARIA tabs pattern (docs/web/accessibility.md).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TabListDOMTests {
    private func all(_ element: DOMElement) -> [DOMElement] {
        [element] + element.children.flatMap(all)
    }

    private func tabView(_ host: HeadlessHost<ReadWriteTabs>) throws -> DOMElement {
        let page = DOMMapping.element(for: host.graph.tree)
        guard let view = all(page).first(where: { $0.attribute("class") == "sw-tabview" }) else {
            throw TabListMissing()
        }
        return view
    }

    @Test func aTabViewIsOneLabelledTablistOfTabsControllingTheirPanels() throws {
        let host = HeadlessHost(ReadWriteTabs())
        let view = try tabView(host)
        let bar = try #require(view.children.first)
        #expect(bar.attribute("role") == "tablist" && bar.attribute("aria-label") == "Tab bar")
        let tabs = bar.children
        #expect(tabs.map { $0.attribute("role") } == ["tab", "tab"])
        #expect(tabs.map { $0.tag } == ["button", "button"])
        #expect(tabs.map { $0.attribute("aria-selected") } == ["true", "false"])
        // A roving tab stop: only the selected tab is reached with Tab.
        #expect(tabs.map { $0.attribute("tabindex") } == ["0", "-1"])
        #expect(tabs.allSatisfy { $0.attribute("aria-current") == nil })
        let panels = Array(view.children.dropFirst())
        #expect(panels.map { $0.attribute("role") } == ["tabpanel", "tabpanel"])
        #expect(tabs.map { $0.attribute("aria-controls") } == panels.map { $0.domID })
        #expect(panels.map { $0.attribute("aria-labelledby") } == tabs.map { $0.domID })
        #expect(panels.map { $0.attribute("data-selected") } == ["true", "false"])
        // A tab's badge is on its tab.
        #expect(tabs.map { $0.attribute("data-badge") } == [nil, "2"])
        // The labels stay in the buttons, the content in the panels.
        #expect(all(tabs[1]).contains { $0.text == "Write" })
        #expect(all(panels[1]).contains { $0.tag == "button" && $0.text == "Compose" })
        #expect(!all(panels[0]).contains { $0.attribute("role") == "tab" })
    }

    @Test func choosingATabMovesSelectionAndTheTabStopInOneFrame() async throws {
        let host = HeadlessHost(ReadWriteTabs())
        var translator = FrameTranslator(host.graph.tree)
        let before = try tabView(host)
        let read = try #require(before.children[0].children[0].domID)
        let write = try #require(before.children[0].children[1].domID)
        try await host.tap("Write")
        let changes = try translator.frame(for: try #require(host.updates.last), sequence: 1)
        guard case .tick(_, let list, _) = changes else {
            Issue.record("expected a tick frame")
            return
        }
        func set(_ target: String, _ name: String) -> String? {
            for change in list {
                if case .setAttribute(target, name, let value) = change { return value }
            }
            return nil
        }
        #expect(set(write, "aria-selected") == "true" && set(write, "tabindex") == "0")
        #expect(set(read, "aria-selected") == "false" && set(read, "tabindex") == "-1")
        let after = try tabView(host)
        #expect(after.children[2].attribute("data-selected") == "true")
    }
}
