/// Whether the user is editing a list's rows, as in SwiftUI: read and write it through
/// `@Environment(\.editMode)`, a binding that every ``NavigationStack`` provides to its screens
/// (starting `.inactive`), and any view can provide with `.environment(\.editMode, $mode)`; it is
/// `nil` outside both. Rows of a `ForEach` with `.onMove` show their move buttons
/// while it is active.
public enum EditMode: Sendable, Hashable {
    /// Not editing.
    case inactive
    /// Editing for a moment (treated as editing).
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
    /// The edit mode of the views below, if a view above provides one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
