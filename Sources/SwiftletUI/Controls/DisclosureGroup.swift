/// A view that shows or hides its content, as SwiftUI's `DisclosureGroup`. Without a binding it
/// remembers its own state, starting collapsed. The content is mounted only while expanded (its
/// `onAppear` runs on each expansion). Renders `.disclosure`: `text` is the title (a plain label
/// view's text), attribute `expanded` (`true`/`false`), the content as its child while expanded. A
/// `toggle` event expands or collapses it (the browser host shows `<details>`/`<summary>`).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let title: String?
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false

    /// A disclosure group whose expansion is `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.title = nil
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// A disclosure group that remembers whether it is expanded.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.title = nil
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }

    public var body: some View {
        DisclosureElement(
            title: title ?? controlTitle(of: label), content: content, isExpanded: isExpanded ?? $ownExpanded)
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group titled `title` whose expansion is `isExpanded`.
    public init(_ title: some StringProtocol, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.label = Text(verbatim: String(title))
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// A disclosure group titled `title` that remembers whether it is expanded.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.label = Text(verbatim: String(title))
        self.content = content()
        self.isExpanded = nil
    }
}

/// The element of a ``DisclosureGroup``.
struct DisclosureElement<Content: View>: View, ElementView {
    let title: String
    let content: Content
    let isExpanded: Binding<Bool>

    var body: Never { primitiveBody() }

    static var refreshesChildren: Bool { true }

    func describe(in node: ElementNode) -> ElementDescription {
        let expanded = isExpanded.wrappedValue
        var attributes: [RenderAttribute: String] = [.expanded: expanded ? "true" : "false"]
        if !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        return ElementDescription(
            kind: .disclosure, text: title, attributes: attributes, children: [expanded ? content : nil])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .toggle(_, let open) = event else {
            throw HostEventError.notApplicable(node.ownID, "a disclosure group takes toggle events")
        }
        guard node.scope.values.isEnabled else {
            throw HostEventError.notApplicable(node.ownID, "the disclosure group is disabled")
        }
        isExpanded.wrappedValue = open
    }
}
