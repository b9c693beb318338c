/// A labelled box around content, as SwiftUI's `GroupBox`. Renders `.section` with attribute
/// `groupBox` = `true`, its label (when given) as the header part.
public struct GroupBox<Label: View, Content: View>: View, ElementView {
    let label: Label
    let content: Content

    /// A box with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        if let custom = node.scope.read(\.customGroupBoxStyle) {
            return ElementDescription(
                kind: .group, children: [StyledGroupBoxContent(style: custom, label: label, content: content)])
        }
        var children: [any View] = []
        if Label.self != EmptyView.self { children.append(SectionPart(content: label, part: "header")) }
        children.append(contentsOf: flattened(content))
        return ElementDescription(kind: .section, attributes: [.groupBox: "true"], children: children)
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A box titled `title`.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(verbatim: String(title)) })
    }
}
