@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Labelled: View {
    @State private var rating = 3
    var body: some View {
        VStack {
            Text("★★★").accessibilityLabel("Rating").accessibilityValue("\(rating) of 5")
                .accessibilityIdentifier("stars")
            Text("A").accessibilityLabel(Text("From text")).accessibilityIdentifier("text-label")
            Text("B").accessibilityLabel(String("From string")).accessibilityIdentifier("string-label")
            Button("More") { rating += 1 }.accessibilityHint("Adds a star").accessibilityIdentifier("more")
            Text("Section").accessibilityAddTraits(.isHeader).accessibilityHeading(.h3).accessibilityIdentifier("head")
            Image(systemName: "star").accessibilityHidden(true).accessibilityIdentifier("hidden")
            HStack {
                Text("x"); Text("y")
            }.accessibilityElement(children: .combine).accessibilityIdentifier("pair")
            Text("z").accessibilitySortPriority(2).accessibilityInputLabels(["Zed", "Z|ee"])
                .accessibilityIdentifier("sorted")
        }
    }
}

private struct Traits: View {
    @State private var on = true
    var body: some View {
        VStack {
            Text("t").accessibilityAddTraits([.isButton, .isImage]).accessibilityRemoveTraits(.isImage)
                .accessibilityAddTraits(on ? .updatesFrequently : []).accessibilityIdentifier("traits")
            Text("s").accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isButton)
                .accessibilityIdentifier("outer-wins")
            Text("sel").accessibilityAddTraits(.isSelected).accessibilityIdentifier("selected")
            Button("flip") { on.toggle() }
        }
    }
}

private struct Acting: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
                .accessibilityAction { count += 1 }
                .accessibilityIdentifier("act")
            Text("named").accessibilityAction(named: "Reply") {}.accessibilityIdentifier("named")
            Text("dial").accessibilityRepresentation { Button("Dial") { count += 10 } }
        }
    }
}

private struct BadInput: View {
    let label: String
    var body: some View {
        Text("x").accessibilityLabel(label).accessibilityHint("").accessibilityIdentifier("bad")
    }
}

/// SwiftUI's accessibility modifiers as attributes of the rendered element (docs/engine/kinds-and-attributes.md).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct AccessibilityModifierTests {
    private func element<V: View>(_ identifier: String, in host: HeadlessHost<V>) throws -> RenderNode {
        try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == identifier })
    }

    @Test func labelsValuesAndHintsAreAttributesOfTheOneElement() throws {
        let host = HeadlessHost(Labelled())
        let stars = try element("stars", in: host)
        #expect(stars.kind == .text)
        #expect(stars.attributes[.accessibilityLabel] == "Rating")
        #expect(stars.attributes[.accessibilityValue] == "3 of 5")
        #expect(try element("text-label", in: host).attributes[.accessibilityLabel] == "From text")
        #expect(try element("string-label", in: host).attributes[.accessibilityLabel] == "From string")
        let more = try element("more", in: host)
        #expect(more.kind == .button && more.attributes[.accessibilityHint] == "Adds a star")
        let head = try element("head", in: host)
        #expect(head.attributes[.traitIsHeader] == "true" && head.attributes[.accessibilityHeading] == "3")
        #expect(try element("hidden", in: host).attributes[.accessibilityHidden] == "true")
        let pair = try element("pair", in: host)
        #expect(pair.kind == .hstack && pair.attributes[.accessibilityElement] == "combine")
        let sorted = try element("sorted", in: host)
        #expect(sorted.attributes[.accessibilitySortPriority] == "2")
        #expect(sorted.attributes[.accessibilityInputLabels] == "Zed|Z ee")
    }

    @Test func aChangedValueIsOneAttributeOperation() async throws {
        let host = HeadlessHost(Labelled())
        let stars = try element("stars", in: host).id
        let before = host.updates.count
        try await host.tap("More")
        let operations = host.updates.dropFirst(before).flatMap(\.operations).filter {
            if case .setAttribute(let id, _, _) = $0 { return id == stars }
            return false
        }
        #expect(operations == [.setAttribute(stars, name: .accessibilityValue, value: "4 of 5")])
    }

    @Test func traitsCombineAndTheOutermostModifierDecidesEach() async throws {
        let host = HeadlessHost(Traits())
        let traits = try element("traits", in: host)
        #expect(traits.attributes[.traitIsButton] == "true")
        #expect(traits.attributes[.traitIsImage] == "false")
        #expect(traits.attributes[.traitUpdatesFrequently] == "true")
        #expect(try element("outer-wins", in: host).attributes[.traitIsButton] == "true")
        // `.isSelected` keeps its old attribute, which the benchmark table and its tests read.
        let selected = try element("selected", in: host)
        #expect(selected.attributes[.selected] == "true" && selected.attributes[.traitIsSelected] == nil)
        try await host.tap("flip")
        #expect(try element("traits", in: host).attributes[.traitUpdatesFrequently] == nil)
    }

    @Test func theDefaultActionRunsOnATapAndANamedOneIsRecorded() async throws {
        let host = HeadlessHost(Acting())
        let act = try element("act", in: host)
        #expect(act.attributes[.accessibilityAction] == "default")
        #expect(act.attributes[.gestures]?.contains("tap") == true)
        try await host.send(.gesture(act.id, GestureInput(kind: .tap, phase: .ended)))
        #expect(try element("act", in: host).label == "count 1")
        #expect(try element("named", in: host).attributes[.accessibilityActions] == "Reply")
    }

    @Test func aRepresentationIsReadInPlaceOfTheHiddenView() async throws {
        let host = HeadlessHost(Acting())
        let dial = try #require(host.graph.tree.allNodes.first { $0.label == "dial" })
        #expect(dial.attributes[.accessibilityHidden] == "true")
        let representation = try #require(
            host.graph.tree.allNodes.first { $0.attributes[.accessibilityRepresentation] == "true" })
        #expect(representation.kind == .vstack)
        try await host.tap("Dial")
        #expect(host.graph.tree.allNodes.contains { $0.label == "count 10" })
    }

    @Test func badTextIsCleanedAndCutToAThousandCharacters() throws {
        let long = HeadlessHost(BadInput(label: String(repeating: "é", count: 5_000)))
        #expect(try element("bad", in: long).attributes[.accessibilityLabel]?.count == 1_000)
        let controls = HeadlessHost(BadInput(label: "  line\u{0}one\nline two\t "))
        #expect(try element("bad", in: controls).attributes[.accessibilityLabel] == "line one line two")
        let markup = HeadlessHost(BadInput(label: "<b onclick=\"x\">bold</b>"))
        let bad = try element("bad", in: markup)
        #expect(bad.attributes[.accessibilityLabel] == "<b onclick=\"x\">bold</b>")  // the host escapes it
        #expect(bad.attributes[.accessibilityHint] == "")
    }
}

private struct Shortcuts: View {
    var body: some View {
        VStack {
            Button("Save") {}.keyboardShortcut("S", modifiers: [.command, .shift]).accessibilityIdentifier("save")
            Button("OK") {}.keyboardShortcut(.defaultAction).accessibilityIdentifier("ok")
            Button("Cancel") {}.keyboardShortcut(.cancelAction).accessibilityIdentifier("cancel")
            Button("Up") {}.keyboardShortcut(.upArrow, modifiers: .option).accessibilityIdentifier("up")
            Button("None") {}.keyboardShortcut(nil as KeyboardShortcut?).accessibilityIdentifier("none")
        }
    }
}

extension AccessibilityModifierTests {
    @Test func keyboardShortcutsAreAttributesOfTheirControls() throws {
        let host = HeadlessHost(Shortcuts())
        #expect(try element("save", in: host).attributes[.keyboardShortcut] == "command+shift+s")
        #expect(try element("ok", in: host).attributes[.keyboardShortcut] == "return")
        #expect(try element("cancel", in: host).attributes[.keyboardShortcut] == "escape")
        #expect(try element("up", in: host).attributes[.keyboardShortcut] == "option+upArrow")
        #expect(try element("none", in: host).attributes[.keyboardShortcut] == nil)
    }
}
