/// `.searchable(text:prompt:)`: a search field above the content. Renders a `.vstack` with attribute
/// `searchable` = `true` whose children are a `.textField` (attributes `searchField` = `true`,
/// `title` = `Search`, `prompt`, and `focusable`: the host reports its focus) editing `text`, then
/// the content. The content sees `\.isSearching` = `true` from when the field takes the focus until
/// it has lost the focus with an empty text (the web's field has no Cancel button: leaving it empty
/// ends the search), and `\.dismissSearch`, which empties the text and takes the focus away.
struct SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String?
    @FocusState private var fieldFocused: Bool
    /// What `\.dismissSearch` ends: one object for the view's life, so the action offered to the
    /// content stays equal and its readers do not run again on each keystroke.
    @State private var dismissal = SearchDismissal()

    var body: some View {
        let text = text
        let focus = $fieldFocused
        let dismissal = dismissal.following(text, focus)
        let field = TextField("Search", text: text, prompt: prompt.map { Text($0) })
            .focused(focus)
            .accessibilityIdentifier("search")
        SearchableBox(
            field: ModifiedContent(content: field, modifier: AttributeModifier(.searchField, "true")),
            content:
                content
                .environment(\.isSearching, fieldFocused || !text.wrappedValue.isEmpty)
                .environment(\.dismissSearch, DismissSearchAction(search: dismissal)))
    }
}

/// The search field above the content, as one `.vstack` with attribute `searchable` = `true`.
struct SearchableBox<Field: View, Content: View>: View, ElementView {
    let field: Field
    let content: Content

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var description = ElementDescription(
            kind: .vstack, attributes: [.searchable: "true"], children: [field, content])
        description.refreshesChildren = true
        return description
    }
}

/// Ends the search of the enclosing `.searchable` view, as SwiftUI's `DismissSearchAction`: the
/// text becomes empty and the field loses the focus. Outside a searchable view it does nothing.
public struct DismissSearchAction: Sendable {
    /// The search it ends; nil outside a searchable view.
    let search: SearchDismissal?

    /// Ends the search.
    @MainActor public func callAsFunction() { search?.dismiss() }
}

/// The text and focus of one searchable view's field, brought up to date by each evaluation of
/// that view; ``DismissSearchAction`` empties the one and clears the other.
@MainActor
final class SearchDismissal {
    var text: Binding<String>?
    var focus: FocusState<Bool>.Binding?

    nonisolated init() {}

    /// Itself, now ending the search of `text` and `focus`.
    func following(_ text: Binding<String>, _ focus: FocusState<Bool>.Binding) -> SearchDismissal {
        self.text = text
        self.focus = focus
        return self
    }

    func dismiss() {
        text?.wrappedValue = ""
        focus?.wrappedValue = false
    }
}

struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearchAction(search: nil)
}

/// Where a search field goes. Accepted for source compatibility: the field is always shown above
/// the content.
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
}

struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the user is searching in the enclosing `.searchable` view: `true` while its field has
    /// the focus or its text is not empty. Read-only in SwiftUI.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the enclosing `.searchable` view (see ``DismissSearchAction``).
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

extension View {
    /// Shows a search field (the browser's `<input type=search>`) above this view, editing `text`.
    /// `placement` is accepted and has no effect.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableView(content: self, text: text, prompt: prompt?.string)
    }

    /// Shows a search field with a prompt string.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableView(content: self, text: text, prompt: String(prompt))
    }
}
