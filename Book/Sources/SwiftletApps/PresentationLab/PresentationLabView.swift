@_spi(SwiftletHost) import SwiftletUI

/// A note the lab's sheet presents.
struct LabNote: Identifiable {
    let id: String
}

/// The fields of the lab's focus demo.
enum LabField: String, Hashable {
    case name, email
}

/// A test-only page (`presentation`, mounted with `--test-apps`) with the presentations and the focus
/// a browser test drives: an alert with actions and a message, a confirmation dialog, a sheet
/// presented for an item, two fields whose focus follows a `@FocusState`, and the width class.
struct PresentationLabView: View {
    @State private var deleteAsked = false
    @State private var deleted = 0
    @State private var colourAsked = false
    @State private var colour = "none"
    @State private var note: LabNote?
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: LabField?

    var body: some View {
        VStack(spacing: 8) {
            Text("deleted \(deleted)").accessibilityIdentifier("deleted")
            Button("Delete…") { deleteAsked = true }.accessibilityIdentifier("ask-delete")
            Text("colour \(colour)").accessibilityIdentifier("colour")
            Button("Colours…") { colourAsked = true }.accessibilityIdentifier("ask-colour")
            Button("Open note") { note = LabNote(id: "groceries") }.accessibilityIdentifier("open-note")
            TextField("Name", text: $name).focused($focus, equals: .name).accessibilityIdentifier("name")
            TextField("Email", text: $email).focused($focus, equals: .email).accessibilityIdentifier("email")
            Text("focus \(focus?.rawValue ?? "none")").accessibilityIdentifier("focus")
            Button("Focus email") { focus = .email }.accessibilityIdentifier("focus-email")
            SizeClassLabel()
        }
        .alert("Delete the file?", isPresented: $deleteAsked) {
            Button("Delete") { deleted += 1 }.accessibilityIdentifier("confirm-delete")
            Button("Keep") {}.accessibilityIdentifier("keep")
        } message: {
            Text("It cannot be undone.")
        }
        .confirmationDialog("Background colour", isPresented: $colourAsked) {
            Button("Red") { colour = "red" }.accessibilityIdentifier("pick-red")
            Button("Green") { colour = "green" }.accessibilityIdentifier("pick-green")
        }
        .sheet(item: $note) { note in
            LabNoteSheet(note: note)
        }
    }
}

/// The width class, in a view of its own so only it runs again when the window crosses the breakpoint.
private struct SizeClassLabel: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        Text(sizeClass == .regular ? "regular" : "compact").accessibilityIdentifier("size-class")
    }
}

private struct LabNoteSheet: View {
    let note: LabNote
    @Environment(\.dismiss) private var dismiss
    @State private var eraseAsked = false
    @State private var shareAsked = false
    @State private var answer = "none"

    var body: some View {
        VStack {
            Text("Note \(note.id)").accessibilityIdentifier("note-title")
            Text("answer \(answer)").accessibilityIdentifier("note-answer")
            Button("Erase…") { eraseAsked = true }.accessibilityIdentifier("note-erase")
            Button("Share…") { shareAsked = true }.accessibilityIdentifier("note-share")
            Button("Done") { dismiss() }.accessibilityIdentifier("note-done")
        }
        .alert("Erase the note?", isPresented: $eraseAsked) {
            Button("Erase") { answer = "erased" }.accessibilityIdentifier("note-erase-yes")
        }
        .confirmationDialog("Share", isPresented: $shareAsked) {
            Button("Mail") { answer = "mailed" }.accessibilityIdentifier("note-share-mail")
        }
    }
}
