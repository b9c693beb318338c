@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Divider`: an `<hr class="sw-divider">`.
    static func dividerElement(id: NodeID) -> DOMElement {
        baseElement("hr", id: id, class: "sw-divider")
    }
}
