@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `GridRow`: a `<div class="sw-grid-row">` holding one row of a `Grid`'s cells; its `alignment`
    /// is the `data-align` from `layoutAttributes` (DOMMapping+Layout).
    static func gridRowElement(id: NodeID) -> DOMElement {
        baseElement("div", id: id, class: "sw-grid-row")
    }
}
