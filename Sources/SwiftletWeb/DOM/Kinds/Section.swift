@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Section` and `GroupBox`: a `<section class="sw-section">` holding its header, its content and
    /// its footer as children.
    static func sectionElement(id: NodeID) -> DOMElement {
        baseElement("section", id: id, class: "sw-section")
    }
}
