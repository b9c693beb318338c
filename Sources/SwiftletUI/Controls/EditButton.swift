/// A button that switches the edit mode, as SwiftUI's `EditButton`: "Edit" while inactive, "Done"
/// while editing. It switches `@Environment(\.editMode)` when something above provides it, else a
/// mode of its own (only its title changes).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode = EditMode.inactive

    /// An edit button.
    public init() {}

    public var body: some View {
        let mode = editMode?.wrappedValue ?? ownMode
        Button(mode.isEditing ? "Done" : "Edit") {
            let next: EditMode = mode.isEditing ? .inactive : .active
            if let editMode { editMode.wrappedValue = next } else { ownMode = next }
        }
    }
}
