@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// The page's root: a `<div class="sw-root">` (a flex column in swiftlet.css) that holds the
    /// app's views. A text on the root node becomes the element's text.
    static func rootElement(id: NodeID, text: String?) -> DOMElement {
        var element = baseElement("div", id: id, class: "sw-root")
        element.text = text
        return element
    }
}
