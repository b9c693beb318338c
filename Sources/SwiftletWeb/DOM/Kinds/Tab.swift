@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// One tab of a `TabView`: a `<div class="sw-tab" role="tabpanel">` holding the tab's content,
    /// named by its tab's bar button (`aria-labelledby`, from `tabButton`). swiftlet.js makes a
    /// shown panel holding nothing focusable a Tab stop.
    static func tabElement(id: NodeID, attributes: [RenderAttribute: String]) -> DOMElement {
        var element = DOMElement(
            tag: "div", attributes: [("id", domID(of: id)), ("class", "sw-tab"), ("role", "tabpanel")])
        if let button = nodeReference(attributes[.tabButton]) {
            element.attributes.append(("aria-labelledby", domID(of: button)))
        }
        return element
    }
}
