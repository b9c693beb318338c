@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// A toolbar: a `<div class="sw-toolbar" role="toolbar">` holding its items. swiftlet.css puts it
    /// in the navigation bar, or at the bottom of the window for `placement=bottomBar` (passed
    /// through as `data-placement`).
    static func toolbarElement(id: NodeID) -> DOMElement {
        var element = baseElement("div", id: id, class: "sw-toolbar")
        element.attributes.append(("role", "toolbar"))
        return element
    }
}
