@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `.automatic` and `.switch` toggles are switches (as on iOS).
    static func isSwitch(_ style: String?) -> Bool { style == nil || style == "switch" || style == "automatic" }

    /// `Toggle`: a `<label class="sw-toggle">` holding part `c`, an `<input type="checkbox"
    /// data-ev="toggle">` (`checked` when on, `role="switch"` for the switch styles, `disabled` when
    /// disabled), and part `l`, a `<span>` of the title. A label view follows them inside the label.
    static func toggleElement(id: NodeID, text: String?, attributes: [RenderAttribute: String]) -> DOMElement {
        let nid = domID(of: id)
        var element = DOMElement(tag: "label", attributes: [("id", nid), ("class", "sw-toggle")])
        var box = DOMElement(
            tag: "input",
            attributes: [
                ("id", nid + "c"), ("type", "checkbox"), ("data-ev", "toggle"), ("data-node", "\(id.rawValue)"),
            ])
        if isTrue(attributes[.checked] ?? attributes[.isOn]) { box.attributes.append(("checked", "")) }
        if Self.isSwitch(attributes[.toggleStyle]) { box.attributes.append(("role", "switch")) }
        if isTrue(attributes[.disabled]) { box.attributes.append(("disabled", "")) }
        element.children = [box, DOMElement(tag: "span", attributes: [("id", nid + "l")], text: text ?? "")]
        return element
    }
}
