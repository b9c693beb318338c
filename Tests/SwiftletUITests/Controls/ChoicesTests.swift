import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

private struct Tip: Identifiable {
    let id: Int
    var name: String { "\(id)%" }
}

/// A form with a menu picker over `.tag`ged rows and a segmented picker over implicit ids.
private struct OrderForm: View {
    @State private var flavor = Flavor.vanilla
    @State private var tip = 10
    let tips = [Tip(id: 0), Tip(id: 10), Tip(id: 15)]

    var body: some View {
        Form {
            Section("Order") {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized).tag(flavor)
                    }
                }
                FlavorReader(flavor: flavor)
            }
            Section {
                Picker("Tip", selection: $tip) {
                    ForEach(tips) { tip in Text(tip.name) }
                }
                .pickerStyle(.segmented)
            } header: {
                Text("Tip")
            } footer: {
                Text("Tip: \(tip)")
            }
        }
    }
}

private struct FlavorReader: View {
    let flavor: Flavor
    var body: some View { Text("Chosen: \(flavor.rawValue)") }
}

/// Finds the first rendered node of `kind` whose text or label is `label`.
/// A class tag: every instance has the same description.
private final class Category: Hashable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (lhs: Category, rhs: Category) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@MainActor private let categories = [Category("Work"), Category("Home")]

private struct CollidingTags: View {
    @State private var category: Category?
    @State private var text: String?
    var body: some View {
        VStack {
            Picker("Category", selection: $category) {
                Text("None").tag(Category?.none)
                ForEach(categories, id: \.self) { Text($0.name).tag(Optional($0)) }
            }
            Picker("Text", selection: $text) {
                Text("Unset").tag(String?.none)
                Text("Empty").tag(String?.some(""))
            }
            Text("category \(category?.name ?? "-") text \(text.map { "[\($0)]" } ?? "-")")
        }
    }
}

@MainActor
private func node(_ host: HeadlessHost<some View>, _ kind: RenderKind, _ label: String? = nil) throws -> RenderNode {
    try #require(host.graph.tree.allNodes.first { $0.kind == kind && (label == nil || $0.label == label) })
}

@MainActor
@Suite struct ChoicesTests {
    @Test func formSectionsShowHeadersFootersAndPickersWithTheirOptions() async throws {
        let host = HeadlessHost(OrderForm())
        await host.settle()
        #expect(
            host.snapshot() == """
                Form
                  Section
                    Order
                    Picker Flavor
                      (•) Vanilla
                      ( ) Chocolate
                      ( ) Strawberry
                    Chosen: vanilla
                  Section
                    Tip
                    Picker Tip
                      ( ) 0%
                      (•) 10%
                      ( ) 15%
                    Tip: 10
                """)
        let flavor = try node(host, .picker, "Flavor")
        #expect(flavor.attributes[.pickerStyle] == "automatic")
        #expect(flavor.attributes[.selection] == "vanilla")
        let tip = try node(host, .picker, "Tip")
        #expect(tip.attributes[.pickerStyle] == "segmented")
        let header = try #require(host.graph.tree.allNodes.first { $0.attributes[.sectionPart] == "header" })
        #expect(header.label == "Order")
    }

    @Test func selectingATagWritesTheBindingAndRunsOnlyItsReaders() async throws {
        let host = HeadlessHost(OrderForm())
        await host.settle()
        host.evaluations.reset()
        try await host.send(.select(try node(host, .picker, "Flavor").id, "chocolate"))
        await host.settle()
        #expect(host.snapshot().contains("Chosen: chocolate"))
        #expect(host.snapshot().contains("(•) Chocolate"))
        #expect(host.evaluations.count(of: OrderForm.self) == 1)
        #expect(host.evaluations.count(of: FlavorReader.self) == 1)

        try await host.send(.select(try node(host, .picker, "Tip").id, "15"))
        await host.settle()
        #expect(host.snapshot().contains("Tip: 15"))
        #expect(host.snapshot().contains("(•) 15%"))
        // The flavour did not change: its reader did not run again.
        #expect(host.evaluations.count(of: FlavorReader.self) == 1)
    }

    @Test func sectionsInsideAListShowTheirHeaders() async throws {
        struct Grouped: View {
            var body: some View {
                List {
                    Section("Fruit") { Text("Apple") }
                    Section {
                        Text("Carrot")
                    } header: {
                        Text("Vegetables")
                    }
                }
            }
        }
        let host = HeadlessHost(Grouped())
        await host.settle()
        #expect(
            host.snapshot() == """
                List (2 rows)
                  Section
                    Fruit
                    Apple
                  Section
                    Vegetables
                    Carrot
                """)
    }

    @Test func aPickerWhoseSelectionNoBodyReadsStillMovesItsMark() async throws {
        struct Holder: View {
            @State var flavor = Flavor.vanilla
            var body: some View { Chooser(flavor: $flavor) }
        }
        struct Chooser: View {
            @Binding var flavor: Flavor
            var body: some View {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.inline)
            }
        }
        let host = HeadlessHost(Holder())
        await host.settle()
        host.evaluations.reset()
        try await host.send(.select(try node(host, .picker, "Flavor").id, "strawberry"))
        #expect(host.snapshot().contains("(•) strawberry"))
        #expect(host.snapshot().contains("( ) vanilla"))
        #expect(host.evaluations.total == 0)
    }

    @Test func anUnknownTagIsRefusedAndTheSelectionStays() async throws {
        let host = HeadlessHost(OrderForm())
        await host.settle()
        let picker = try node(host, .picker, "Flavor").id
        host.evaluations.reset()
        await #expect(throws: HostEventError.self) { try await host.send(.select(picker, "pistachio")) }
        await #expect(throws: HostEventError.self) { try await host.send(.tap(picker)) }
        await host.settle()
        #expect(host.snapshot().contains("Chosen: vanilla"))
        #expect(host.evaluations.total == 0)
    }

    @Test func rowsWhoseTagIsNotOfTheSelectionsTypeCannotBeChosen() async throws {
        struct Mixed: View {
            @State var choice: String? = nil
            var body: some View {
                VStack {
                    Picker("Letter", selection: $choice) {
                        Text("None").tag(String?.none)
                        Text("A").tag("a")
                        Text("One").tag(1)
                    }
                    Text("Letter: \(choice ?? "-")")
                }
            }
        }
        let host = HeadlessHost(Mixed())
        await host.settle()
        let picker = try node(host, .picker, "Letter")
        #expect(picker.attributes[.selection] == "")
        let options = picker.allNodes.filter { $0.kind == .pickerOption }
        #expect(options.map { $0.attributes[.tag] } == ["", "a", nil])
        #expect(host.snapshot().contains("(•) None"))
        try await host.send(.select(picker.id, "a"))
        #expect(host.snapshot().contains("Letter: a"))
        await #expect(throws: HostEventError.self) { try await host.send(.select(picker.id, "1")) }
        #expect(host.snapshot().contains("Letter: a"))
        try await host.send(.select(picker.id, ""))
        #expect(host.snapshot().contains("Letter: -"))
        #expect(host.snapshot().contains("(•) None"))
    }

    @Test func toggleStylesAndLabelViews() async throws {
        struct Settings: View {
            @State var wifi = true
            @State var bold = false
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
                    Toggle(isOn: $bold) { Label("Bold", systemImage: "bold") }.toggleStyle(.button)
                    Text(bold ? "bold on" : "bold off")
                }
            }
        }
        let host = HeadlessHost(Settings())
        await host.settle()
        let toggles = host.graph.tree.allNodes.filter { $0.kind == .toggle }
        #expect(toggles.map { $0.attributes[.toggleStyle] } == ["switch", "button"])
        #expect(toggles[1].label == "Bold")
        try await host.send(.toggle(toggles[1].id, true))
        await host.settle()
        #expect(host.snapshot().contains("bold on"))
    }

    @Test func aLinkUnderTheAppsOwnOpenURLCallsItAndADisabledLinkRefusesTaps() async throws {
        struct Links: View {
            @State var opened: [String] = []
            var body: some View {
                VStack {
                    Link("Settings", destination: URL(string: "myapp://settings")!)
                    Link("Off", destination: URL(string: "myapp://off")!).disabled(true)
                    Text("opened \(opened.joined(separator: ","))")
                }
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        opened.append(url.host() ?? "")
                        return .handled
                    })
            }
        }
        let host = HeadlessHost(Links())
        await host.settle()
        let links = host.graph.tree.allNodes.filter { $0.kind == .link }
        #expect(links.map { $0.attributes[.handler] } == ["app", "app"])
        #expect(links[1].attributes[.disabled] == "true")
        try await host.send(.tap(links[0].id))
        await host.settle()
        #expect(host.snapshot().contains("opened settings"))
        await #expect(throws: HostEventError.self) { try await host.send(.tap(links[1].id)) }
        #expect(host.graph.host.openedURLs.isEmpty)
        // Without an action of the app's own, the browser follows the link itself.
        let plain = HeadlessHost(Link("Swift", destination: URL(string: "https://swift.org")!))
        await plain.settle()
        #expect(try node(plain, .link).attributes[.handler] == nil)
    }

    @Test func labelsLinksButtonsWithRolesAndLabeledContent() async throws {
        struct Display: View {
            @State var deleted = 0
            var body: some View {
                VStack {
                    Label("Favourites", systemImage: "star").labelStyle(.iconOnly)
                    Link("Swift", destination: URL(string: "https://swift.org")!)
                    Button("Delete", role: .destructive) { deleted += 1 }
                    Button("Add", systemImage: "plus") { deleted -= 1 }
                    LabeledContent("Deleted", value: "\(deleted)")
                    LabeledContent("Share", value: 0.5, format: .percent)
                    Toggle("Alarm", systemImage: "alarm", isOn: .constant(true))
                    GroupBox("Box") { Text("inside") }
                    ControlGroup { Button("One") {} }
                    ContentUnavailableView("Empty", systemImage: "tray", description: Text("Nothing here"))
                }
            }
        }
        let host = HeadlessHost(Display())
        await host.settle()
        let label = try #require(host.graph.tree.allNodes.first { $0.attributes[.labelStyle] != nil })
        #expect(label.attributes[.labelStyle] == "iconOnly")
        #expect(label.label == "Favourites")
        let link = try node(host, .link)
        #expect(link.text == "Swift" && link.attributes[.url] == "https://swift.org")
        #expect(try node(host, .button, "Delete").attributes[.role] == "destructive")
        try await host.tap("Delete")
        #expect(host.snapshot().contains("Deleted\n    Spacer\n    1"))
        try await host.tap("Add")
        #expect(host.snapshot().contains("Deleted\n    Spacer\n    0"))
        #expect(host.snapshot().contains("GroupBox\n    Box\n    inside"))
        #expect(host.snapshot().contains("Share\n    Spacer\n    50%"))
        #expect(try node(host, .toggle).label == "Alarm")
        #expect(host.snapshot().contains("Empty"))
        #expect(host.snapshot().contains("Nothing here"))
        let search = ContentUnavailableView.search
        #expect(search.label.titleText == "No Results")
    }

    @Test func disclosureGroupMountsItsContentOnlyWhileExpanded() async throws {
        struct Details: View {
            @State var open = false
            var body: some View {
                VStack {
                    DisclosureGroup("More", isExpanded: $open) { Counted() }
                    Text(open ? "open" : "closed")
                }
            }
        }
        let host = HeadlessHost(Details())
        await host.settle()
        #expect(host.evaluations.count(of: Counted.self) == 0)
        let group = try node(host, .disclosure)
        #expect(group.attributes[.expanded] == "false")
        try await host.send(.toggle(group.id, true))
        await host.settle()
        #expect(host.snapshot().contains("▾ More"))
        #expect(host.snapshot().contains("open"))
        #expect(host.evaluations.count(of: Counted.self) == 1)
        try await host.send(.toggle(group.id, false))
        await host.settle()
        #expect(!host.snapshot().contains("counted"))
        await #expect(throws: HostEventError.self) { try await host.send(.select(group.id, "x")) }
    }

    @Test func aMenuOrDisclosureGroupLabelledBySymbolsIsTitledInWords() async throws {
        let host = HeadlessHost(
            VStack {
                Menu {
                    Button("Rename") {}
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
                Menu {
                    Button("Newest first") {}
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
                DisclosureGroup {
                    Text("inside")
                } label: {
                    Image(systemName: "star.fill").foregroundStyle(.yellow)
                }
            })
        await host.settle()
        #expect(host.graph.tree.allNodes.filter { $0.kind == .menu }.map(\.text) == ["More", "Sort"])
        #expect(try node(host, .disclosure).text == "star")
    }

    @Test func aDisclosureGroupWithoutABindingAndAMenuOfActions() async throws {
        struct Actions: View {
            @State var log = ""
            var body: some View {
                VStack {
                    DisclosureGroup("Own") { Text("shown") }
                    Menu("Actions") {
                        Button("Copy") { log += "copy " }
                        Button("Paste") { log += "paste " }
                    }
                    Text("log: \(log)")
                }
            }
        }
        let host = HeadlessHost(Actions())
        await host.settle()
        try await host.send(.toggle(try node(host, .disclosure).id, true))
        await host.settle()
        #expect(host.snapshot().contains("shown"))
        #expect(host.snapshot().contains("Menu Actions"))
        try await host.tap("Paste")
        #expect(host.snapshot().contains("log: paste"))
    }

    @Test func editButtonSwitchesTheProvidedEditMode() async throws {
        struct Editing: View {
            @State var mode = EditMode.inactive
            var body: some View {
                VStack {
                    EditButton()
                    Text(mode.isEditing ? "editing" : "viewing")
                }
                .environment(\.editMode, $mode)
            }
        }
        let host = HeadlessHost(Editing())
        await host.settle()
        try await host.tap("Edit")
        #expect(host.snapshot().contains("editing"))
        try await host.tap("Done")
        #expect(host.snapshot().contains("viewing"))

        let lone = HeadlessHost(EditButton())
        await lone.settle()
        try await lone.tap("Edit")
        #expect(lone.snapshot() == "[Done]")
    }

    @Test func distinctTagsWithTheSameDescriptionHaveDistinctKeys() async throws {
        let host = HeadlessHost(CollidingTags())
        await host.settle()
        let picker = try node(host, .picker, "Category")
        let keys = picker.allNodes.filter { $0.kind == .pickerOption }.compactMap { $0.attributes[.tag] }
        #expect(keys.count == 3 && Set(keys).count == 3)
        try await host.send(.select(picker.id, keys[2]))
        #expect(host.snapshot().contains("category Home"))
        let options = try node(host, .picker, "Category").allNodes.filter { $0.kind == .pickerOption }
        #expect(options.map { $0.attributes[.selected] } == ["false", "false", "true"])
        await #expect(throws: HostEventError.self) { try await host.send(.select(picker.id, "Category")) }
        #expect(host.snapshot().contains("category Home"))

        let text = try node(host, .picker, "Text")
        let textKeys = text.allNodes.filter { $0.kind == .pickerOption }.compactMap { $0.attributes[.tag] }
        #expect(textKeys.count == 2 && textKeys[0] == "" && textKeys[1] != "")
        try await host.send(.select(text.id, textKeys[1]))
        #expect(host.snapshot().contains("text []"))
        try await host.send(.select(text.id, ""))
        #expect(host.snapshot().contains("text -"))
    }
}

private struct Counted: View {
    var body: some View { Text("counted") }
}
