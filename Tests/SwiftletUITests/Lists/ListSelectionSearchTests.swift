@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct City: Identifiable, Hashable {
    let id: String
}

private let cities = ["Lima", "Oslo", "Quito", "Rome"].map(City.init)

private struct SingleSelection: View {
    @State private var selected: String?
    var body: some View {
        VStack {
            Text("selected \(selected ?? "none")")
            List(cities, selection: $selected) { Text($0.id) }
        }
    }
}

private struct ManySelection: View {
    @State private var selected: Set<String> = []
    var body: some View {
        VStack {
            Text("selected \(selected.sorted().joined(separator: ","))")
            List(cities, selection: $selected) { Text($0.id) }
        }
    }
}

private struct SearchingReader: View {
    @Environment(\.isSearching) private var isSearching
    var body: some View { Text("searching \(isSearching)") }
}

private struct CitySearch: View {
    @State private var query = ""
    var body: some View {
        NavigationStack {
            VStack {
                SearchingReader()
                ForEach(cities.filter { query.isEmpty || $0.id.lowercased().contains(query.lowercased()) }) {
                    Text($0.id)
                }
            }
            .searchable(text: $query, prompt: "Find a city")
        }
    }
}

private struct SearchWithDismiss: View {
    @State private var query = ""
    var body: some View {
        VStack {
            SearchingReader()
            DismissButton()
            Text("query \(query)")
        }
        .searchable(text: $query)
    }
}

private struct DismissButton: View {
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View { Button("Done") { dismissSearch() } }
}

private enum Tab: Hashable { case inbox, sent }

private struct TaggedRows: View {
    @State private var tab: Tab?
    @State private var number: Int?
    var body: some View {
        VStack {
            Text("tab \(tab.map { "\($0)" } ?? "none") number \(number.map(String.init) ?? "none")")
            List(selection: $tab) {
                Text("Inbox").tag(Tab.inbox)
                Text("Sent").tag(Tab.sent)
            }
            List(selection: $number) {
                Text("ten").tag(10)
                Text("twenty").tag(20)
            }
        }
    }
}

private struct LinksInAStack: View {
    @State private var picked: Int?
    var body: some View {
        NavigationStack {
            List(selection: $picked) {
                NavigationLink("seven", value: 7)
            }
            .navigationDestination(for: Int.self) { Text("showing \($0)") }
        }
    }
}

@MainActor
private func rows<R: View>(_ host: HeadlessHost<R>) -> [RenderNode] {
    host.graph.tree.allNodes.filter { $0.attributes[.selectable] == "true" }
}

@MainActor
@Suite struct ListSelectionSearchTests {
    @Test func aTapSelectsOneRowAndMarksIt() async throws {
        let host = HeadlessHost(SingleSelection(), viewport: .rows(10))
        #expect(rows(host).count == 4)
        #expect(rows(host).allSatisfy { $0.attributes[.selected] == "false" })
        try await host.send(.tap(rows(host)[1].id))
        #expect(host.snapshot().contains("selected Oslo"))
        #expect(rows(host)[1].attributes[.selected] == "true")
        try await host.send(.tap(rows(host)[3].id))
        #expect(host.snapshot().contains("selected Rome"))
        #expect(rows(host).filter { $0.attributes[.selected] == "true" }.map(\.label) == ["Rome"])
        let list = try #require(host.graph.tree.allNodes.first { $0.kind == .list })
        #expect(list.attributes[.selection] == "single")
    }

    @Test func aSetSelectionTogglesRows() async throws {
        let host = HeadlessHost(ManySelection(), viewport: .rows(10))
        try await host.send(.tap(rows(host)[0].id))
        try await host.send(.tap(rows(host)[2].id))
        #expect(host.snapshot().contains("selected Lima,Quito"))
        try await host.send(.tap(rows(host)[0].id))
        #expect(host.snapshot().contains("selected Quito"))
        #expect(rows(host).map { $0.attributes[.selected] } == ["false", "false", "true", "false"])
    }

    @Test func aSearchFieldFiltersAndTellsTheContentItIsSearching() async throws {
        let host = HeadlessHost(CitySearch())
        let field = try #require(host.graph.tree.allNodes.first { $0.attributes[.searchField] == "true" })
        #expect(field.kind == .textField)
        #expect(field.attributes[.prompt] == "Find a city")
        #expect(host.snapshot().contains("searching false"))
        host.evaluations.reset()
        try await host.type("o", into: "Search")
        #expect(host.snapshot().contains("searching true"))
        #expect(host.snapshot().contains("Oslo") && host.snapshot().contains("Rome"))
        #expect(!host.snapshot().contains("Lima"))
        #expect(host.evaluations.count(of: SearchingReader.self) == 1)
        try await host.type("os", into: "Search")
        // Still searching: the reader of isSearching does not run again.
        #expect(host.evaluations.count(of: SearchingReader.self) == 1)
        try await host.type("", into: "Search")
        #expect(host.snapshot().contains("searching false"))
        #expect(host.snapshot().contains("Lima"))
    }

    @Test func focusingTheFieldStartsASearchAndDismissSearchEndsIt() async throws {
        let host = HeadlessHost(SearchWithDismiss())
        let field = try #require(host.graph.tree.allNodes.first { $0.attributes[.searchField] == "true" })
        #expect(field.attributes[.focusable] == "true")
        #expect(host.snapshot().contains("searching false"))
        // The user clicks into the empty field: searching, before typing anything.
        try await host.send(.focus(field.id, true))
        #expect(host.snapshot().contains("searching true"))
        // Leaving it empty ends the search.
        try await host.send(.focus(field.id, false))
        #expect(host.snapshot().contains("searching false"))
        // Typed text keeps the search on after the field loses the focus.
        try await host.send(.focus(field.id, true))
        try await host.type("ro", into: "Search")
        try await host.send(.focus(field.id, false))
        #expect(host.snapshot().contains("searching true"))
        // The action stays the same while the user types: its reader does not run again.
        host.evaluations.reset()
        try await host.type("rom", into: "Search")
        #expect(host.evaluations.count(of: DismissButton.self) == 0)
        // dismissSearch empties the text and ends the search.
        try await host.tap("Done")
        #expect(host.snapshot().contains("searching false"))
        #expect(!host.snapshot().contains("query ro"))
    }

    @Test func aRowsTagIsItsSelectionValue() async throws {
        let host = HeadlessHost(TaggedRows(), viewport: .rows(10))
        try await host.send(.tap(rows(host)[1].id))
        #expect(host.snapshot().contains("tab sent"))
        #expect(rows(host)[1].attributes[.selected] == "true")
        try await host.send(.tap(rows(host)[3].id))
        #expect(host.snapshot().contains("number 20"))
        #expect(rows(host)[3].attributes[.selected] == "true")
    }

    @Test func aValueLinkInASelectableListOfAPlainStackNavigates() async throws {
        let host = HeadlessHost(LinksInAStack(), viewport: .rows(10))
        try await host.tap("seven")
        #expect(host.snapshot().contains("showing 7"))
    }
}
