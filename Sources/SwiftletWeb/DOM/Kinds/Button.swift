@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Button`: a `<button type="button" class="sw-button" data-ev="tap">` whose text is its plain
    /// label (a label view goes inside it as a child), with `disabled` when the button is disabled.
    /// A tab view's bar button gets its tab semantics from `tabButtonAccessibility` (DOMMapping+Tabs).
    static func buttonElement(id: NodeID, text: String?, attributes: [RenderAttribute: String]) -> DOMElement {
        var element = baseElement("button", id: id, class: "sw-button")
        element.attributes.insert(("type", "button"), at: 1)
        element.attributes.append(("data-ev", "tap"))
        element.text = text
        if isTrue(attributes[.disabled]) { element.attributes.append(("disabled", "")) }
        return element
    }
}
