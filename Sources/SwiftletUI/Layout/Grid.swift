import Foundation

/// A two-dimensional layout, as SwiftUI's `Grid`: each ``GridRow`` is a row of cells, a column is as
/// wide as its widest cell, and a view placed directly in the grid (outside a row) spans every column.
///
/// Renders `.grid` with attributes `alignment` (the cells' default alignment), `horizontalSpacing`
/// and `verticalSpacing` (points; 8 when nil); its children are `.gridRow` nodes and spanning views.
/// On the web it is a CSS grid whose column count is the widest row's (cells plus spans).
public struct Grid<Content: View>: View, ElementView {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    /// A grid of the rows `content` builds.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map(Double.init)
        self.verticalSpacing = verticalSpacing.map(Double.init)
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [.alignment: alignment.name]
        if let horizontalSpacing, horizontalSpacing >= 0 {
            attributes[.horizontalSpacing] = attributeNumber(horizontalSpacing)
        }
        if let verticalSpacing, verticalSpacing >= 0 {
            attributes[.verticalSpacing] = attributeNumber(verticalSpacing)
        }
        return ElementDescription(kind: .grid, attributes: attributes, children: flattened(content))
    }
}

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns. Attribute `gridCellColumns` (kept
    /// within 1…64).
    public func gridCellColumns(_ count: Int) -> some View {
        builtin(AttributeModifier(.gridCellColumns, String(min(max(count, 1), 64))))
    }

    /// Aligns every cell of this cell's column by `guide`. Attribute `gridColumnAlignment`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        builtin(AttributeModifier(.gridColumnAlignment, guide.rawValue))
    }

    /// Places this cell inside its cell's area at `anchor` (`.topLeading` … `.bottomTrailing`).
    /// Attribute `gridCellAnchor` = `X Y` (unit coordinates, each clamped to 0…1).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        func unit(_ value: CGFloat) -> String { attributeNumber(value.isFinite ? min(max(Double(value), 0), 1) : 0.5) }
        return builtin(AttributeModifier(.gridCellAnchor, "\(unit(anchor.x)) \(unit(anchor.y))"))
    }

    /// Asks the grid not to size this cell's column or row from it on `axes` (a `Color` then takes the
    /// size the other cells give). Attribute `gridCellUnsizedAxes` (`horizontal`, `vertical`, `both`).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        let value =
            axes.contains(.horizontal) && axes.contains(.vertical)
            ? "both" : axes.contains(.horizontal) ? "horizontal" : axes.contains(.vertical) ? "vertical" : nil
        return builtin(AttributeModifier(attributes: value.map { [.gridCellUnsizedAxes: $0] } ?? [:]))
    }
}
