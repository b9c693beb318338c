@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Form`: a `<div class="sw-form">` holding its sections.
    static func formElement(id: NodeID) -> DOMElement {
        baseElement("div", id: id, class: "sw-form")
    }
}
