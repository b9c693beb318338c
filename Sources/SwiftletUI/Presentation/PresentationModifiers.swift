/// A height a sheet can rest at. Hosts know `medium` (about half the window) and `large` (full
/// height, the default when no detents are given).
public struct PresentationDetent: Hashable, Sendable {
    /// The detent's name, as carried in attributes and `select` events.
    public let name: String

    /// About half the window's height.
    public static let medium = PresentationDetent(name: "medium")
    /// The full height.
    public static let large = PresentationDetent(name: "large")
}

/// Whether a sheet shows its drag indicator (the grabber).
public enum Visibility: String, Sendable {
    case automatic, visible, hidden
}

/// A modifier that configures the sheet presenting its view.
protocol PresentationSetting {}

/// `.presentationDetents`: attribute `presentationDetents` (space-separated names, in the given
/// order; hosts start at the first) and, with a selection binding, `presentationDetent`.
struct PresentationDetentsModifier: BuiltinModifier, PresentationSetting {
    let detents: [PresentationDetent]
    let selection: Binding<PresentationDetent>?
    /// The selection's value when the modifier was built (the binding itself always reads the latest).
    let selected: String?

    init(detents: [PresentationDetent], selection: Binding<PresentationDetent>?) {
        self.detents = detents
        self.selection = selection
        self.selected = selection?.wrappedValue.name
    }

    var attributes: [RenderAttribute: String] {
        var attributes: [RenderAttribute: String] = [.presentationDetents: detents.map(\.name).joined(separator: " ")]
        if let selected { attributes[.presentationDetent] = selected }
        return attributes
    }
}

/// `.presentationDragIndicator`: attribute `presentationDragIndicator`.
struct DragIndicatorModifier: BuiltinModifier, PresentationSetting {
    let visibility: Visibility
    var attributes: [RenderAttribute: String] { [.presentationDragIndicator: visibility.rawValue] }
}

/// `.interactiveDismissDisabled`: attribute `interactiveDismissDisabled` = `true`.
struct InteractiveDismissModifier: BuiltinModifier, PresentationSetting {
    let isDisabled: Bool
    var attributes: [RenderAttribute: String] { isDisabled ? [.interactiveDismissDisabled: "true"] : [:] }
}

extension View {
    /// The heights the enclosing sheet can rest at; the host starts at the first one.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        builtin(PresentationDetentsModifier(detents: Self.ordered(detents), selection: nil))
    }

    /// The heights the enclosing sheet can rest at, with the current one in `selection` (written when
    /// the user switches detents).
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        builtin(PresentationDetentsModifier(detents: Self.ordered(detents), selection: selection))
    }

    /// Shows (`.visible`) or hides the enclosing sheet's drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        builtin(DragIndicatorModifier(visibility: visibility))
    }

    /// Keeps the enclosing sheet from being dismissed by Escape, a click outside or a swipe; only
    /// the app (its binding, or `dismiss`) can close it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        builtin(InteractiveDismissModifier(isDisabled: isDisabled))
    }

    private static func ordered(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
        detents.sorted { rank($0) < rank($1) }
    }

    private static func rank(_ detent: PresentationDetent) -> Int {
        detent == .medium ? 0 : detent == .large ? 1 : 2
    }
}
