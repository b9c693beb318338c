@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Styled: View {
    var body: some View {
        List {
            Text("inbox").badge(3)
            Text("drafts").badge(0)
            Text("sent").badge("new")
            Text("quiet").listRowSeparator(.hidden).listRowBackground(Color.yellow)
            Text("archive")
                .swipeActions(edge: .leading) { Button("Pin") {} }
        }
        .listStyle(.insetGrouped)
    }
}

private struct Toolbars: View {
    @State private var title = "Notes"
    var body: some View {
        NavigationStack {
            Text("body")
                .navigationTitle($title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { Button("Left") {} }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("One") {}
                        Button("Two") {}
                    }
                    ToolbarItem(placement: .keyboard) { Button("Done") {} }
                }
                .toolbarTitleMenu { Button("Rename") {} }
        }
    }
}

private struct Split: View {
    var body: some View {
        NavigationSplitView {
            Text("sidebar")
        } content: {
            Text("middle")
        } detail: {
            NavigationLink("more", destination: Text("deeper"))
        }
    }
}

private struct Mail: Identifiable, Hashable {
    let id: Int
    let subject: String
}

/// The iOS 17 sidebar pattern: value links in a selectable list drive the detail column.
private struct MailSplit: View {
    @State private var selected: Int?
    private let mails = [Mail(id: 1, subject: "Lunch"), Mail(id: 2, subject: "Invoice")]

    var body: some View {
        NavigationSplitView {
            List(mails, selection: $selected) { mail in
                NavigationLink(mail.subject, value: mail.id)
            }
        } detail: {
            if let selected, let mail = mails.first(where: { $0.id == selected }) {
                Text("reading \(mail.subject)")
            } else {
                Text("Pick a message")
            }
        }
    }
}

private struct Place: Hashable {
    let name: String
}

/// Plain value links in a sidebar (no selection), with the sidebar's own destination.
private struct PlaceSplit: View {
    private let places = [Place(name: "Mars"), Place(name: "Venus")]
    var body: some View {
        NavigationSplitView {
            List {
                ForEach(places, id: \.name) { NavigationLink($0.name, value: $0) }
            }
            .navigationDestination(for: Place.self) { Text("visiting \($0.name)") }
        } detail: {
            Text("Pick a place")
        }
    }
}

/// Destination links in a sidebar (the older pattern): each shows its view in the detail column.
private struct SettingsSplit: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink("General") { Text("general settings") }
                NavigationLink("Privacy", destination: Text("privacy settings"))
            }
        } detail: {
            Text("Pick a pane")
        }
    }
}

@MainActor
@Suite struct ListAppearanceTests {
    @Test func listModifiersBecomeAttributes() async throws {
        let host = HeadlessHost(Styled(), viewport: .rows(10))
        let nodes = host.graph.tree.allNodes
        #expect(nodes.first { $0.kind == .list }?.attributes[.listStyle] == "insetGrouped")
        #expect(nodes.first { $0.text == "inbox" }?.attributes[.badge] == "3")
        #expect(nodes.first { $0.text == "drafts" }?.attributes[.badge] == nil)
        #expect(nodes.first { $0.text == "sent" }?.attributes[.badge] == "new")
        let quiet = try #require(nodes.first { $0.text == "quiet" })
        #expect(quiet.attributes[.listRowSeparator] == "hidden")
        #expect(quiet.attributes[.background] == "yellow")
        let swipe = try #require(nodes.first { $0.attributes[.swipeActions] == "leading" })
        #expect(swipe.label.contains("Pin"))
    }

    @Test func toolbarPlacementsGroupsAndAnEditableTitle() async throws {
        let host = HeadlessHost(Toolbars())
        let nodes = host.graph.tree.allNodes
        #expect(nodes.contains { $0.attributes[.placement] == "navigationBarLeading" })
        #expect(nodes.contains { $0.attributes[.placement] == "keyboard" })
        let bottom = try #require(nodes.first { $0.kind == .toolbar && $0.attributes[.placement] == "bottomBar" })
        #expect(bottom.label == "One Two")
        #expect(nodes.contains { $0.attributes[.titleMenu] == "true" && $0.label == "Rename" })
        #expect(nodes.contains { $0.attributes[.navigationTitle] == "Notes" })
        try await host.type("Ideas", into: "Title")
        #expect(host.graph.tree.allNodes.contains { $0.attributes[.navigationTitle] == "Ideas" })
    }

    @Test func aSplitViewHasItsColumnsAndTheDetailPushes() async throws {
        let host = HeadlessHost(Split())
        let split = try #require(host.graph.tree.allNodes.first { $0.attributes[.navigationSplitView] == "true" })
        #expect(split.attributes[.columns] == "3")
        #expect(split.children.map { $0.attributes[.splitColumn] } == ["sidebar", "content", "detail"])
        try await host.tap("more")
        #expect(host.snapshot().contains("deeper"))
        #expect(host.snapshot().contains("sidebar"))
    }

    @Test func valueLinksInASelectableSidebarSelectAndTheDetailFollows() async throws {
        let host = HeadlessHost(MailSplit(), viewport: .rows(10))
        #expect(host.snapshot().contains("Pick a message"))
        try await host.tap("Invoice")
        #expect(host.snapshot().contains("reading Invoice"))
        let rows = host.graph.tree.allNodes.filter { $0.attributes[.selectable] == "true" }
        #expect(rows.map { $0.attributes[.selected] } == ["false", "true"])
        try await host.tap("Lunch")
        #expect(host.snapshot().contains("reading Lunch"))
    }

    @Test func valueLinksInASidebarShowTheirValueInTheDetailColumn() async throws {
        let host = HeadlessHost(PlaceSplit(), viewport: .rows(10))
        try await host.tap("Mars")
        #expect(host.snapshot().contains("visiting Mars"))
        try await host.tap("Venus")
        #expect(host.snapshot().contains("visiting Venus"))
        let stack = try #require(host.graph.tree.allNodes.first { $0.kind == .navigationStack })
        #expect(stack.attributes[.depth] == "1")
    }

    @Test func aSidebarsDestinationLinksReplaceTheDetailColumnsScreen() async throws {
        let host = HeadlessHost(SettingsSplit(), viewport: .rows(10))
        try await host.tap("General")
        #expect(host.snapshot().contains("general settings"))
        try await host.tap("Privacy")
        #expect(host.snapshot().contains("privacy settings"))
        // Replaced, not stacked: one screen above the detail's root, and the first is gone.
        let stack = try #require(host.graph.tree.allNodes.first { $0.kind == .navigationStack })
        #expect(stack.attributes[.depth] == "1")
        #expect(!host.snapshot().contains("general settings"))
    }
}
