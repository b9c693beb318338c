@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// One row of a `List` or of a lazy container: an `<li class="sw-row">`, its text the row's text.
    static func rowElement(id: NodeID, text: String?) -> DOMElement {
        var element = baseElement("li", id: id, class: "sw-row")
        element.text = text
        return element
    }
}
