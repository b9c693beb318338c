@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// One choice of a `Picker`, shaped by the picker's style (`pickerStyle`): for the menu styles an
    /// `<option>` whose `value` is the choice's `tag` (its row's view inside gives the option its
    /// text), else a `<button class="sw-segment" role="radio">` with `aria-checked`. Either is
    /// `selected` (checked) when it is the selection, and disabled when it has no tag.
    static func pickerOptionElement(id: NodeID, attributes: [RenderAttribute: String]) -> DOMElement {
        let nid = domID(of: id)
        let tag = attributes[.tag]
        let selected = isTrue(attributes[.selected])
        if isMenuPicker(attributes[.pickerStyle]) {
            // The option shows its row's view (a `<span>` of text, ...), whose text is the option's.
            var option = DOMElement(tag: "option", attributes: [("id", nid), ("value", tag ?? "")])
            if selected { option.attributes.append(("selected", "")) }
            if tag == nil { option.attributes.append(("disabled", "")) }
            return option
        }
        var button = DOMElement(
            tag: "button",
            attributes: [
                ("id", nid), ("type", "button"), ("class", "sw-segment"), ("role", "radio"),
                ("aria-checked", selected ? "true" : "false"),
            ])
        if tag == nil { button.attributes.append(("disabled", "")) }
        return button
    }
}
