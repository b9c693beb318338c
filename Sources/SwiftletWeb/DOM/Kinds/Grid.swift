@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Grid`: a `<div class="sw-grid-layout">` holding its `GridRow`s and the views that span every
    /// column. Its spacing is CSS from `LayoutStyles` (`column-gap`, `row-gap`), its `alignment` the
    /// `data-align` from `layoutAttributes` (DOMMapping+Layout).
    static func gridElement(id: NodeID) -> DOMElement {
        baseElement("div", id: id, class: "sw-grid-layout")
    }
}
