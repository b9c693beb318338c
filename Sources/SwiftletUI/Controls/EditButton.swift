/// Whether the user may edit a view's content (delete and move rows), as SwiftUI's `EditMode`,
/// read from `@Environment(\.editMode)`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe).
    case transient
    /// Editing.
    case active

    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the content below, as a binding (`nil` where nothing provides one). Provide
    /// one with `.environment(\.editMode, $mode)`; ``EditButton`` switches it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

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
