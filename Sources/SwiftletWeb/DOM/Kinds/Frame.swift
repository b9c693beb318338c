@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `.frame` and `.position`: a `<div class="sw-frame">` around the content, its only child. Its
    /// size is CSS from the `frame` attribute (`StyleAttributes`, `LayoutStyles`); on which axes it
    /// takes the space offered (`data-flex`) and where it places the content (`data-align`) come
    /// from `layoutAttributes` (DOMMapping+Layout).
    static func frameElement(id: NodeID) -> DOMElement {
        baseElement("div", id: id, class: "sw-frame")
    }
}
