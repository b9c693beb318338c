/// `.toolbarTitleMenu { }`: the menu behind the navigation title. Renders a `.group` with attribute
/// `toolbarTitleMenu` = `true` holding the content, then a `.group` with attribute `titleMenu` =
/// `true` holding the menu's items (the browser shows them as buttons beside the title).
struct ToolbarTitleMenuView<Content: View, Items: View>: View, ElementView {
    let content: Content
    let items: Items

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .group, attributes: [.toolbarTitleMenu: "true"],
            children: [TitleMenuItems(items: items), content])
    }
}

struct TitleMenuItems<Items: View>: View, ElementView {
    let items: Items
    var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .toolbar, attributes: [.titleMenu: "true"], children: [items])
    }
}

/// How a navigation bar shows its title on iOS. Accepted for source compatibility.
public enum NavigationBarItem {
    /// The title's display mode.
    public enum TitleDisplayMode: Sendable, Hashable {
        case automatic, inline, large
    }
}

/// An editable navigation title: the content, then a `.textField` with attribute
/// `navigationTitleField` = `true` editing the title. Attribute `navigationTitle` = the title.
struct EditableNavigationTitle<Content: View>: View, ElementView {
    let content: Content
    let title: Binding<String>

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let field = TextField("Title", text: title)
        return ElementDescription(
            kind: .group, attributes: [.navigationTitle: title.wrappedValue],
            children: [
                ModifiedContent(content: field, modifier: AttributeModifier(.navigationTitleField, "true")), content,
            ])
    }
}

extension View {
    /// Items of a menu opened from the navigation title (shown beside the title in the browser).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        ToolbarTitleMenuView(content: self, items: content())
    }

    /// An editable navigation title: the title shows `title`, and a field beside the content
    /// renames it (SwiftUI's rename action of the title menu).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        EditableNavigationTitle(content: self, title: title)
    }

    /// The navigation title's display mode on iOS. A no-op: the browser shows one title bar.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }
}
