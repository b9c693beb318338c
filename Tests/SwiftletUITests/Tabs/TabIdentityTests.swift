@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

/// A tab whose content keeps a count in `@State`, and says when it appears and disappears.
private struct CountingPage: View {
    let name: String
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(name) count \(count)")
            Button("bump \(name)") { count += 1 }
        }
    }
}

/// Pages of a `ForEach` that can be inserted, removed and reordered anywhere.
private struct EditablePages: View {
    @State private var selection = "c"
    @State private var pages = ["a", "c"]

    var body: some View {
        VStack {
            Text("selected \(selection)")
            Button("insert b") { pages.insert("b", at: 1) }
            Button("remove a") { pages.removeAll { $0 == "a" } }
            Button("reverse") { pages.reverse() }
            TabView(selection: $selection) {
                ForEach(pages, id: \.self) { page in
                    CountingPage(name: page).tabItem { Text("Page \(page)") }
                }
            }
        }
    }
}

/// A tab in an `if` before a tab that is always there.
private struct OptionalIntro: View {
    @State private var showsIntro = false

    var body: some View {
        VStack {
            Button("toggle intro") { showsIntro.toggle() }
            TabView {
                if showsIntro {
                    CountingPage(name: "intro").tabItem { Text("Intro") }
                }
                CountingPage(name: "main").tabItem { Text("Main") }
            }
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct TabIdentityTests {
    /// The `index` attributes of the tab panels, in the order the tree holds them.
    private func panelIndexes<Root: View>(_ host: HeadlessHost<Root>) -> [String] {
        host.graph.tree.allNodes.filter { $0.kind == .tab }.compactMap { $0.attributes[.index] }
    }

    @Test func aPageInsertedBeforeAnotherLeavesItsStateWithIt() async throws {
        let host = HeadlessHost(EditablePages())
        await host.settle()
        try await host.tap("bump c")
        try await host.tap("bump c")
        #expect(host.snapshot().contains("c count 2"))
        try await host.tap("insert b")
        #expect(host.tabBarLabels == ["Page a", "Page b", "Page c"])
        #expect(panelIndexes(host) == ["0", "1", "2"])
        // Page c is still the shown tab, with its count; the new page starts at zero.
        #expect(host.snapshot().contains("c count 2"))
        try await host.tap("Page b")
        #expect(host.snapshot().contains("selected b"))
        #expect(host.snapshot().contains("b count 0"))
        await host.unmount()
    }

    @Test func reorderedAndRemovedPagesKeepTheirOwnState() async throws {
        let host = HeadlessHost(EditablePages())
        await host.settle()
        try await host.tap("insert b")
        try await host.tap("Page b")
        try await host.tap("bump b")
        try await host.tap("reverse")
        #expect(host.tabBarLabels == ["Page c", "Page b", "Page a"])
        #expect(panelIndexes(host) == ["0", "1", "2"])
        #expect(host.snapshot().contains("b count 1"))
        try await host.tap("remove a")
        #expect(host.tabBarLabels == ["Page c", "Page b"])
        #expect(host.snapshot().contains("b count 1"))
        // The bar buttons select by their new places.
        try await host.tap("Page c")
        #expect(host.snapshot().contains("selected c"))
        #expect(host.snapshot().contains("c count 0"))
        await host.unmount()
    }

    @Test func removingTheShownPageShowsTheFirst() async throws {
        let host = HeadlessHost(EditablePages())
        await host.settle()
        try await host.tap("Page a")
        try await host.tap("bump a")
        try await host.tap("remove a")
        #expect(host.tabBarLabels == ["Page c"])
        #expect(host.graph.tree.allNodes.first { $0.kind == .tabView }?.attributes[.selection] == "0")
        #expect(host.snapshot().contains("c count 0"))
        #expect(!host.snapshot().contains("a count"))
        await host.unmount()
    }

    @Test func aTabInAnIfDoesNotTakeTheStateOfTheTabAfterIt() async throws {
        let host = HeadlessHost(OptionalIntro())
        await host.settle()
        try await host.tap("bump main")
        try await host.tap("bump main")
        try await host.tap("toggle intro")
        #expect(host.tabBarLabels == ["Intro", "Main"])
        try await host.tap("Main")
        #expect(host.snapshot().contains("main count 2"))
        try await host.tap("Intro")
        #expect(host.snapshot().contains("intro count 0"))
        try await host.tap("toggle intro")
        #expect(host.tabBarLabels == ["Main"])
        #expect(host.snapshot().contains("main count 2"))
        await host.unmount()
    }
}
