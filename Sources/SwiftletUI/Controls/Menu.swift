/// A button that shows a menu of actions, as SwiftUI's `Menu`. Renders `.menu`: `text` is the title
/// (a plain label view's text; for a system symbol alone, its meaning in words: "ellipsis.circle"
/// is "More"), the content's views (its buttons) as children. The browser host shows
/// a `<details>` whose `<summary>` is the title; choosing an action closes it.
public struct Menu<Label: View, Content: View>: View, ElementView {
    let title: String?
    let label: Label
    let content: Content

    /// A menu with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.title = nil
        self.label = label()
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [:]
        if !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        return ElementDescription(
            kind: .menu, text: title ?? controlTitle(of: label), attributes: attributes,
            children: flattened(content))
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.label = Text(verbatim: String(title))
        self.content = content()
    }
}

extension Menu where Label == SwiftletUI.Label<Text, Image> {
    /// A menu titled `title` with the system symbol `systemImage`.
    public init(_ title: some StringProtocol, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.label = SwiftletUI.Label(title, systemImage: systemImage)
        self.content = content()
    }
}
