@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Spacer`: a `<div class="sw-spacer">` that takes the free space along its stack's axis. Its
    /// minimum length is CSS from `LayoutStyles` (`--sw-spacer-min`).
    static func spacerElement(id: NodeID) -> DOMElement {
        baseElement("div", id: id, class: "sw-spacer")
    }
}
