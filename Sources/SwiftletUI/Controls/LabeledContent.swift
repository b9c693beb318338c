import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent`: an `.hstack` with attribute
/// `labeledContent` = `true` whose children are the label, a spacer and the value (in the secondary
/// colour).
public struct LabeledContent<Label: View, Content: View>: View, ElementView {
    let label: Label
    let content: Content

    /// A label view beside a content view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        if let custom = node.scope.read(\.customLabeledContentStyle) {
            return ElementDescription(
                kind: .group, children: [StyledLabeledContent(style: custom, label: label, content: content)])
        }
        return ElementDescription(
            kind: .hstack, attributes: [.labeledContent: "true"],
            children: [label, Spacer(), content.foregroundStyle(.secondary)])
    }
}

extension LabeledContent where Label == Text {
    /// `title` beside the content.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(verbatim: String(title)) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `title` beside the text `value`.
    public init(_ title: some StringProtocol, value: some StringProtocol) {
        self.init(content: { Text(verbatim: String(value)) }, label: { Text(verbatim: String(title)) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `title` beside `value` formatted by `format` (see ``Text/init(_:format:)``).
    public init<F: FormatStyle>(_ title: some StringProtocol, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(verbatim: String(title)) })
    }
}
