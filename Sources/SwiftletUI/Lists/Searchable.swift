/// `.searchable(text:prompt:)`: a search field above the content. Renders a `.vstack` with attribute
/// `searchable` = `true` whose children are a `.textField` (attributes `searchField` = `true`,
/// `title` = `Search`, `prompt`) editing `text`, then the content. The content sees
/// `\.isSearching` = `true` while the text is not empty.
struct SearchableView<Content: View>: View, ElementView {
    let content: Content
    let text: Binding<String>
    let prompt: String?

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let searching = !text.wrappedValue.isEmpty
        let field = TextField("Search", text: text, prompt: prompt.map { Text($0) })
            .accessibilityIdentifier("search")
        var description = ElementDescription(
            kind: .vstack, attributes: ["searchable": "true"],
            children: [
                ModifiedContent(content: field, modifier: AttributeModifier("searchField", "true")),
                content.environment(\.isSearching, searching),
            ])
        description.refreshesChildren = true
        return description
    }
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
    /// Whether the user is searching in the enclosing `.searchable` view: `true` while its search
    /// text is not empty (the browser's field has no separate "search mode"). Read-only in SwiftUI.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
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
