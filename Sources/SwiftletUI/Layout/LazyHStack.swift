import Foundation

/// A horizontal stack meant for a horizontal ``ScrollView``. Renders `.hstack` with attributes
/// `alignment`, `spacing` and `lazy` = `true`. Every child is materialised (there is no horizontal
/// windowing): fine for tens or hundreds of cells, not for ten thousand.
public struct LazyHStack<Content: View>: View, ElementView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A row of `content`'s views, `spacing` points apart (8 when nil).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes = stackAttributes(alignment.rawValue, spacing)
        attributes[.lazy] = "true"
        return ElementDescription(kind: .hstack, attributes: attributes, children: flattened(content))
    }
}
