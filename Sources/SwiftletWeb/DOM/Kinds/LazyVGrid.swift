@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `LazyVGrid`: a `<div class="sw-lazy sw-grid" data-lazy>`, a CSS grid that the client treats as
    /// a lazy container whose rows are the cells. `spacing` becomes the CSS `gap`, `gridColumns` the
    /// `grid-template-columns`. It is a `role="list"` (`defaultAccessibility`).
    static func lazyVGridElement(id: NodeID, attributes: [RenderAttribute: String], style: inout StyleAttributes)
        -> DOMElement
    {
        if let spacing = attributes[.spacing], let value = StyleAttributes.length(spacing) {
            style.add("gap", value)
        }
        // Grids and frames: fixed, bounded or adaptive columns (see `GridStyles.templateColumns`).
        if let columns = attributes[.gridColumns] {
            style.add("grid-template-columns", GridStyles.templateColumns(columns))
        }
        return DOMElement(
            tag: "div", attributes: [("id", domID(of: id)), ("class", "sw-lazy sw-grid"), ("data-lazy", "")])
    }
}
