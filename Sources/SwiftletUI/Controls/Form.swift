/// A container for grouped controls, as SwiftUI's `Form`: its sections are shown as grouped blocks.
/// Renders `.form` whose children are the content's views (the browser host shows a `<div>` of
/// grouped `<section>`s).
public struct Form<Content: View>: View, ElementView {
    let content: Content

    /// A form of the views `content` builds (usually ``Section``s).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .form, children: flattened(content))
    }
}
