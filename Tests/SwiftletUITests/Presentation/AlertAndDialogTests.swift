import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Item: Identifiable {
    let id: String
}

private struct SaveError: LocalizedError {
    var errorDescription: String? { "Could not save" }
    var recoverySuggestion: String? { "Try again later." }
}

private struct TextTitleAlert: View {
    let probe: Probe
    @State private var showing = false
    @State private var deleted = 0

    var body: some View {
        VStack {
            Text("deleted \(deleted)")
            Button("ask") { showing = true }
        }
        .alert(Text("Delete the file?"), isPresented: $showing) {
            Button("Delete") {
                deleted += 1
                probe.record("delete")
            }
            Button("Keep") {}
        } message: {
            Text("It cannot be undone.")
        }
    }
}

private struct PresentingAlert: View {
    @State private var showing = false
    @State private var item: Item?

    var body: some View {
        VStack {
            Button("show without data") { showing = true }
            Button("show with data") {
                item = Item(id: "report.pdf")
                showing = true
            }
        }
        .alert("Share", isPresented: $showing, presenting: item) { item in
            Button("Send \(item.id)") {}
        } message: { item in
            Text("Send \(item.id) to everyone?")
        }
    }
}

private struct ErrorAlert: View {
    @State private var showing = false
    @State private var error: SaveError?

    var body: some View {
        Button("fail") {
            error = SaveError()
            showing = true
        }
        .alert(isPresented: $showing, error: error) {}
    }
}

private struct LegacyAlerts: View {
    let probe: Probe
    @State private var showing = false
    @State private var item: Item?

    var body: some View {
        VStack {
            Button("legacy") { showing = true }
            Button("legacy item") { item = Item(id: "draft") }
        }
        .alert(isPresented: $showing) {
            Alert(
                title: Text("Discard?"), message: Text("The draft is lost."),
                primaryButton: .destructive(Text("Discard")) { probe.record("discard") },
                secondaryButton: .cancel())
        }
        .alert(item: $item) { item in
            Alert(title: Text("Opened \(item.id)"))
        }
    }
}

private struct Dialogs: View {
    let probe: Probe
    var visibility: Visibility = .automatic
    @State private var showing = false

    var body: some View {
        Button("options") { showing = true }
            .confirmationDialog("Change the background", isPresented: $showing, titleVisibility: visibility) {
                Button("Red") { probe.record("red") }
                Button("Green") { probe.record("green") }
            } message: {
                Text("Pick a colour")
            }
    }
}

private struct DialogWithItsOwnCancel: View {
    let probe: Probe
    @State private var showing = false

    var body: some View {
        Button("delete") { showing = true }
            .confirmationDialog("Delete the draft?", isPresented: $showing) {
                Button("Keep editing", role: .cancel) { probe.record("kept") }
                Button("Delete", role: .destructive) { probe.record("deleted") }
            }
    }
}

private struct DialogAboutAnItem: View {
    @State private var item: String?
    @State private var asking = false

    var body: some View {
        Button("ask") {
            item = "draft"
            asking = true
        }
        .confirmationDialog("Discard?", isPresented: $asking, presenting: item) { item in
            Button("Cancel", role: .cancel) {}.accessibilityIdentifier("cancel-\(item)")
            Button("Discard \(item)", role: .destructive) {}
        }
    }
}

private struct Covers: View {
    @State private var cover = false
    @State private var popover = false
    @State private var coverItem: Item?

    var body: some View {
        VStack {
            Button("cover") { cover = true }
            Button("popover") { popover = true }
            Button("cover item") { coverItem = Item(id: "photo") }
        }
        .fullScreenCover(isPresented: $cover) { CoverContent() }
        .popover(isPresented: $popover) { Text("popover content") }
        .fullScreenCover(item: $coverItem) { item in Text("cover of \(item.id)") }
    }
}

private struct CoverContent: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        VStack {
            Text("cover content, presented: \(isPresented)")
            Button("done") { dismiss() }
        }
    }
}

@MainActor
private func node(_ host: HeadlessHost<some View>, _ kind: RenderKind) -> RenderNode? {
    host.graph.tree.allNodes.first { $0.kind == kind }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct AlertAndDialogTests {
    @Test func aTextTitledAlertShowsItsMessageAndItsButtonRunsThenCloses() async throws {
        let probe = Probe()
        let host = HeadlessHost(TextTitleAlert(probe: probe))
        #expect(node(host, .alert) == nil)
        try await host.tap("ask")
        let alert = try #require(node(host, .alert))
        #expect(alert.text == "Delete the file?")
        #expect(alert.children.map { $0.attributes[.role] } == ["message", "actions"])
        #expect(alert.children[0].label == "It cannot be undone.")
        #expect(alert.children[1].children.map(\.label) == ["Delete", "Keep"])
        try await host.tap("Delete")
        #expect(probe.count("delete") == 1)
        #expect(node(host, .alert) == nil)
        #expect(host.snapshot().contains("deleted 1"))
        // The mount and the write of `deleted`: showing and closing the alert re-evaluate only the
        // alert modifier, which reads the binding (the body only passes `$showing`).
        #expect(host.evaluations.count(of: TextTitleAlert.self) == 2)
    }

    @Test func anAlertPresentingDataShowsOnlyWithDataAndBuildsFromIt() async throws {
        let host = HeadlessHost(PresentingAlert())
        try await host.tap("show without data")
        #expect(node(host, .alert) == nil)
        try await host.tap("show with data")
        let alert = try #require(node(host, .alert))
        #expect(alert.text == "Share")
        #expect(alert.children[0].label == "Send report.pdf to everyone?")
        try await host.tap("Send report.pdf")
        #expect(node(host, .alert) == nil)
    }

    @Test func anErrorAlertIsTitledByTheErrorAndOffersOK() async throws {
        let host = HeadlessHost(ErrorAlert())
        try await host.tap("fail")
        let alert = try #require(node(host, .alert))
        #expect(alert.text == "Could not save")
        try await host.tap("OK")
        #expect(node(host, .alert) == nil)
    }

    @Test func anAlertRefusesTheHostsDismissOnlyAButtonClosesIt() async throws {
        let host = HeadlessHost(ErrorAlert())
        try await host.tap("fail")
        let alert = try #require(node(host, .alert))
        #expect(throws: HostEventError.self) { try host.graph.send(.tap(alert.id)) }
        #expect(node(host, .alert) != nil)
    }

    @Test func theLegacyAlertTypeShowsItsButtonsWithRoles() async throws {
        let probe = Probe()
        let host = HeadlessHost(LegacyAlerts(probe: probe))
        try await host.tap("legacy")
        let alert = try #require(node(host, .alert))
        #expect(alert.text == "Discard?")
        #expect(alert.children[0].label == "The draft is lost.")
        let buttons = alert.allNodes.filter { $0.kind == .button }
        #expect(buttons.map(\.label) == ["Discard", "Cancel"])
        #expect(buttons.map { $0.attributes[.role] } == ["destructive", "cancel"])
        try await host.tap("Discard")
        #expect(probe.count("discard") == 1)
        #expect(node(host, .alert) == nil)

        try await host.tap("legacy item")
        #expect(node(host, .alert)?.text == "Opened draft")
        try await host.tap("OK")
        #expect(node(host, .alert) == nil)
    }

    @Test func aConfirmationDialogHidesItsTitleByDefaultAndClosesOnTheHostsDismiss() async throws {
        let probe = Probe()
        let host = HeadlessHost(Dialogs(probe: probe))
        try await host.tap("options")
        var dialog = try #require(node(host, .alert))
        #expect(dialog.attributes[.dialog] == "confirmation")
        #expect(dialog.attributes[.titleVisibility] == "hidden")
        #expect(dialog.text == "Change the background")
        try await host.send(.tap(dialog.id))
        #expect(node(host, .alert) == nil)
        #expect(probe.count("red") + probe.count("green") == 0)

        try await host.tap("options")
        try await host.tap("Green")
        #expect(probe.count("green") == 1)
        #expect(node(host, .alert) == nil)

        let visible = HeadlessHost(Dialogs(probe: probe, visibility: .visible))
        try await visible.tap("options")
        dialog = try #require(node(visible, .alert))
        #expect(dialog.attributes[.titleVisibility] == nil)
    }

    @Test func aConfirmationDialogWithoutACancelButtonGetsOneThatOnlyCloses() async throws {
        let probe = Probe()
        let host = HeadlessHost(Dialogs(probe: probe))
        try await host.tap("options")
        let dialog = try #require(node(host, .alert))
        let buttons = dialog.children[1].children
        #expect(buttons.map(\.label) == ["Red", "Green", "Cancel"])
        #expect(buttons.last?.attributes[.role] == "cancel")
        try await host.tap("Cancel")
        #expect(node(host, .alert) == nil)
        #expect(probe.count("red") + probe.count("green") == 0)
    }

    @Test func aConfirmationDialogWithItsOwnCancelButtonGetsNoOther() async throws {
        let probe = Probe()
        let host = HeadlessHost(DialogWithItsOwnCancel(probe: probe))
        try await host.tap("delete")
        let buttons = try #require(node(host, .alert)).children[1].children
        // The app's cancel button is the way out, last, as on an iPhone; no second one.
        #expect(buttons.map(\.label) == ["Delete", "Keep editing"])
        try await host.tap("Keep editing")
        #expect(probe.count("kept") == 1)
        #expect(node(host, .alert) == nil)
    }

    @Test func aDialogPresentingDataWithAModifiedCancelButtonGetsNoOther() async throws {
        let host = HeadlessHost(DialogAboutAnItem())
        try await host.tap("ask")
        let buttons = try #require(node(host, .alert)).children[1].children
        #expect(buttons.map(\.label) == ["Discard draft", "Cancel"])
    }

    @Test func aFullScreenCoverRefusesTheHostsDismissAndClosesWithDismiss() async throws {
        let host = HeadlessHost(Covers())
        try await host.tap("cover")
        let cover = try #require(node(host, .sheet))
        #expect(cover.attributes[.presentation] == "fullScreenCover")
        #expect(throws: HostEventError.self) { try host.graph.send(.tap(cover.id)) }
        #expect(host.snapshot().contains("cover content, presented: true"))
        try await host.tap("done")
        #expect(node(host, .sheet) == nil)

        try await host.tap("cover item")
        #expect(node(host, .sheet)?.label == "cover of photo")
    }

    @Test func aPopoverIsASheetTheHostCanDismiss() async throws {
        let host = HeadlessHost(Covers())
        try await host.tap("popover")
        let popover = try #require(node(host, .sheet))
        #expect(popover.attributes[.presentation] == "popover")
        #expect(popover.label == "popover content")
        try await host.send(.tap(popover.id))
        #expect(node(host, .sheet) == nil)
    }
}
