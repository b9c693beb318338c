@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// Picker styles shown as a drop-down (`<select>`); the others are radio groups.
    static let menuPickerStyles: Set<String> = ["automatic", "menu", "wheel", "navigationLink"]

    static func isMenuPicker(_ style: String?) -> Bool { menuPickerStyles.contains(style ?? "automatic") }

    /// `.automatic` and `.switch` toggles are switches (as on iOS).
    static func isSwitch(_ style: String?) -> Bool { style == nil || style == "switch" || style == "automatic" }

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

    /// The elements of the kinds added for forms, pickers, links, disclosure groups and menus.
    static func choicesElement(id: NodeID, kind: RenderKind, text: String?, attributes: [RenderAttribute: String])
        -> DOMElement
    {
        let nid = domID(of: id)
        switch kind {
        case .form:
            return DOMElement(tag: "div", attributes: [("id", nid), ("class", "sw-form")])
        case .section:
            return DOMElement(tag: "section", attributes: [("id", nid), ("class", "sw-section")])
        case .pickerOption:
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
        case .link:
            var link = DOMElement(tag: "a", attributes: [("id", nid), ("class", "sw-link")], text: text)
            // Disabled: no address to follow (the generic mapping adds `aria-disabled`).
            if isTrue(attributes[.disabled]) { return link }
            let url = attributes[.url] ?? ""
            let appOpensIt = attributes[.handler] == "app"
            if let safe = safeURL(url) ?? safeContactURL(url) {
                link.attributes.append(("href", safe))
                let scheme = safe.drop { $0 == " " }.lowercased()
                if scheme.hasPrefix("http://") || scheme.hasPrefix("https://") {
                    link.attributes.append(("target", "_blank"))
                    link.attributes.append(("rel", "noopener noreferrer"))
                }
            } else if appOpensIt {
                // The app's own scheme: no address the browser could follow, but still a link.
                link.attributes += [("role", "link"), ("tabindex", "0")]
            }
            if appOpensIt { link.attributes.append(("data-ev", "tap")) }
            return link
        case .disclosure:
            var details = DOMElement(
                tag: "details",
                attributes: [("id", nid), ("class", "sw-disclosure"), ("data-ev", "disclose")])
            if isTrue(attributes[.expanded]) { details.attributes.append(("open", "")) }
            details.children = [
                DOMElement(tag: "summary", attributes: [("id", nid + "t")], text: text ?? ""),
                DOMElement(tag: "div", attributes: [("id", slotID(of: id)), ("class", "sw-disclosure-body")]),
            ]
            return details
        case .menu:
            return DOMElement(
                tag: "details", attributes: [("id", nid), ("class", "sw-menu")],
                children: [
                    DOMElement(
                        tag: "summary", attributes: [("id", nid + "t"), ("class", "sw-menu-title")], text: text ?? ""),
                    DOMElement(
                        tag: "div", attributes: [("id", slotID(of: id)), ("class", "sw-menu-items"), ("role", "menu")]),
                ])
        default:
            return DOMElement(tag: "div", attributes: [("id", nid), ("class", "sw-group")])
        }
    }
}
