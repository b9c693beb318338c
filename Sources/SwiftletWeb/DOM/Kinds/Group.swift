@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Group`, `ForEach` and conditional content: a `<div class="sw-group">`, which swiftlet.css
    /// leaves out of the layout (`display: contents`). One selectable row of a `List(selection:)`
    /// (`selectable`) is a focusable `role="option"` with `aria-selected`, which sends `tap` when it
    /// is clicked or when Enter or Space is pressed on it.
    static func groupElement(id: NodeID, attributes: [RenderAttribute: String]) -> DOMElement {
        var element = baseElement("div", id: id, class: "sw-group")
        if attributes[.selectable] == "true" {
            element.attributes.append(("role", "option"))
            element.attributes.append(("tabindex", "0"))
            element.attributes.append(("data-ev", "tap"))
            element.attributes.append(("aria-selected", isTrue(attributes[.selected]) ? "true" : "false"))
        }
        return element
    }
}
