@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `LazyHGrid`: a `<div class="sw-hgrid">` holding every cell, laid out in the rows of its
    /// `gridRows` (CSS `grid-template-rows` from `LayoutStyles`, `spacing` the `column-gap`); its
    /// `alignment` is the `data-align` from `layoutAttributes` (DOMMapping+Layout).
    static func lazyHGridElement(id: NodeID) -> DOMElement {
        baseElement("div", id: id, class: "sw-hgrid")
    }
}
