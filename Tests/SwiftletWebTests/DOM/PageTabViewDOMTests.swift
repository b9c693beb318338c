@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// A paged tab view whose style and dots' background the page can switch.
private struct Pages: View {
    @State private var paged = true
    @State private var page = 0

    var body: some View {
        VStack {
            Button("switch style") { paged.toggle() }
            if paged {
                tabs.tabViewStyle(.page(indexDisplayMode: .never)).indexViewStyle(.page(backgroundDisplayMode: .always))
            } else {
                tabs.tabViewStyle(.automatic)
            }
        }
    }

    private var tabs: some View {
        TabView(selection: $page) {
            ForEach(0..<3) { index in Text("page \(index)") }
        }
    }
}

/// A paged tab view whose dots the page shows or hides in place (the same tab view throughout).
private struct DotsToggle: View {
    @State private var showsDots = false

    var body: some View {
        VStack {
            Button("dots") { showsDots.toggle() }
            TabView {
                Text("one")
                Text("two")
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: showsDots ? .always : .never))
        }
    }
}

private struct NoTabView: Error {}

/// `.tabViewStyle(.page)` in the page: the tab view says it is paged, and how its dots show
/// (docs/web/dom-mapping.md, `tabView`); the CSS and the swipe read those attributes.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PageTabViewDOMTests {
    private func all(_ element: DOMElement) -> [DOMElement] {
        [element] + element.children.flatMap(all)
    }

    private func tabView<Root: View>(_ host: HeadlessHost<Root>) throws -> DOMElement {
        let page = DOMMapping.element(for: host.graph.tree)
        guard let view = all(page).first(where: { $0.attribute("class") == "sw-tabview" }) else { throw NoTabView() }
        return view
    }

    @Test func aPagedTabViewCarriesItsStyleAndItsDotsMode() async throws {
        let host = HeadlessHost(Pages())
        await host.settle()
        let view = try tabView(host)
        #expect(view.attribute("data-tab-style") == "page")
        #expect(view.attribute("data-index-display") == "never")
        #expect(view.attribute("data-index-background") == "always")
        // One dot per row of the ForEach, each a tab of the tablist.
        let dots = all(view).filter { $0.attribute("role") == "tab" }
        #expect(dots.count == 3)
        await host.unmount()
    }

    @Test func theAutomaticStyleIsATabBarWithoutThoseAttributes() async throws {
        let host = HeadlessHost(Pages())
        await host.settle()
        try await host.tap("switch style")
        let view = try tabView(host)
        #expect(view.attribute("data-tab-style") == nil)
        #expect(view.attribute("data-index-display") == nil)
        #expect(view.attribute("data-index-background") == nil)
        await host.unmount()
    }

    @Test func aStyleThatChangesUpdatesTheSameTabView() async throws {
        let host = HeadlessHost(DotsToggle())
        await host.settle()
        #expect(try tabView(host).attribute("data-index-display") == "never")
        let before = try tabView(host).attribute("id")
        try await host.tap("dots")
        #expect(try tabView(host).attribute("data-index-display") == "always")
        #expect(try tabView(host).attribute("id") == before)
        await host.unmount()
    }
}
