import Foundation

/// One row of a ``Grid``: each view is a cell of the next column. Renders `.gridRow` (attribute
/// `alignment`, the cells' vertical alignment, when given).
public struct GridRow<Content: View>: View, ElementView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells `content` builds.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .gridRow, attributes: alignment.map { [.alignment: $0.rawValue] } ?? [:],
            children: flattened(content))
    }
}
