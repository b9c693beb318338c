import Foundation

/// A grid that grows horizontally, filled column by column, with one row per ``GridItem`` (fixed,
/// flexible or adaptive heights). Renders `.lazyHGrid` with attributes `gridRows` (one token per
/// item as for `LazyVGrid`'s `gridColumns`: `fixed:40`, `flexible:MIN:MAX`, `adaptive:MIN:MAX`),
/// `rows` (their number), `alignment` and `spacing` (between columns). Every cell is materialised
/// (no horizontal windowing).
public struct LazyHGrid<Content: View>: View, ElementView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A grid with one row per entry of `rows`, filled column by column with `content`'s cells.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes = stackAttributes(alignment.rawValue, spacing)
        attributes[.rows] = String(max(rows.count, 1))
        if !rows.isEmpty { attributes[.gridRows] = rows.map(\.size.token).joined(separator: " ") }
        return ElementDescription(kind: .lazyHGrid, attributes: attributes, children: flattened(content))
    }
}
