@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `ScrollView`: a `<div class="sw-scroll">` holding the content. It gets `tabindex="0"` from
    /// `defaultAccessibility`, so the keyboard can scroll it.
    static func scrollViewElement(id: NodeID) -> DOMElement {
        baseElement("div", id: id, class: "sw-scroll")
    }
}
