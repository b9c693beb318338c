@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// Picker styles shown as a drop-down (`<select>`); the others are radio groups.
    static let menuPickerStyles: Set<String> = ["automatic", "menu", "wheel", "navigationLink"]

    static func isMenuPicker(_ style: String?) -> Bool { menuPickerStyles.contains(style ?? "automatic") }

    /// A picker: a `<div class="sw-picker">` with the visible title (part `t`) and, as its slot, a
    /// `<select>` (menu styles; the options are `<option>`s) or a `role=radiogroup` of `role=radio`
    /// buttons. The style the picker mounted with decides the shape.
    static func pickerElement(id: NodeID, text: String?, attributes: [RenderAttribute: String]) -> DOMElement {
        let nid = domID(of: id)
        let title = text ?? attributes[.label] ?? ""
        var element = DOMElement(tag: "div", attributes: [("id", nid), ("class", "sw-picker")])
        let caption = DOMElement(
            tag: "span", attributes: [("id", nid + "t"), ("class", "sw-picker-title")], text: title)
        var slot: DOMElement
        if isMenuPicker(attributes[.pickerStyle]) {
            slot = DOMElement(
                tag: "select",
                attributes: [
                    ("id", slotID(of: id)), ("class", "sw-select"), ("data-ev", "select"),
                    ("data-node", "\(id.rawValue)"), ("aria-label", title),
                ])
            slot.attributes.append(("value", attributes[.selection] ?? ""))
            if isTrue(attributes[.disabled]) { slot.attributes.append(("disabled", "")) }
        } else {
            slot = DOMElement(
                tag: "div",
                attributes: [
                    ("id", slotID(of: id)), ("class", "sw-segments"), ("role", "radiogroup"), ("aria-label", title),
                ])
        }
        element.children = [caption, slot]
        return element
    }
}
