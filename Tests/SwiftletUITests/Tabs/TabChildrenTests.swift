@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private struct Page: Identifiable, Hashable {
    let id: String
}

/// Tabs from a `ForEach` (tagged by their ids), one with a `.tag` of its own, and an `if`.
private struct GeneratedTabs: View {
    @State private var selection = "b"
    @State private var pages = [Page(id: "a"), Page(id: "b")]
    @State private var showsSettings = false
    var body: some View {
        VStack {
            Text("selected \(selection)")
            Button("add page") { pages.append(Page(id: "c")) }
            Button("drop page") { pages.removeLast() }
            Button("settings") { showsSettings.toggle() }
            TabView(selection: $selection) {
                ForEach(pages) { page in
                    Text("page \(page.id)").tabItem { Text("Page \(page.id)") }
                }
                Text("about").tabItem { Text("About") }.tag("about")
                if showsSettings {
                    Text("settings").tabItem { Text("Settings") }.tag("settings")
                }
            }
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct TabChildrenTests {
    @Test func eachRowOfAForEachIsATabTaggedByItsID() async throws {
        let host = HeadlessHost(GeneratedTabs())
        await host.settle()
        #expect(host.tabBarLabels == ["Page a", "Page b", "About"])
        // The selection "b" is the second row's id: that tab shows.
        #expect(host.snapshot().contains("page b"))
        #expect(!host.snapshot().contains("page a"))
        try await host.tap("Page a")
        #expect(host.snapshot().contains("selected a"))
        try await host.tap("About")
        #expect(host.snapshot().contains("selected about"))
        await host.unmount()
    }

    @Test func rowsAndBranchesAddAndRemoveTabs() async throws {
        let host = HeadlessHost(GeneratedTabs())
        await host.settle()
        try await host.tap("settings")
        #expect(host.tabBarLabels == ["Page a", "Page b", "About", "Settings"])
        try await host.tap("Settings")
        #expect(host.snapshot().contains("selected settings"))
        try await host.tap("settings")
        #expect(host.tabBarLabels == ["Page a", "Page b", "About"])
        try await host.tap("add page")
        #expect(host.tabBarLabels == ["Page a", "Page b", "Page c", "About"])
        try await host.tap("Page c")
        #expect(host.snapshot().contains("selected c"))
        #expect(host.snapshot().contains("page c"))
        await host.unmount()
    }
}
