@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// An alert or confirmation dialog: a `<div class="sw-alert" role="alertdialog" aria-modal="true">`
    /// named by its title, holding a box with part `t` (the `<h2>` title), part `m` (the message) and
    /// slot `s` (the actions, its buttons).
    static func alertElement(id: NodeID, text: String?, attributes: [RenderAttribute: String]) -> DOMElement {
        let nid = domID(of: id)
        var element = baseElement("div", id: id, class: "sw-alert")
        element.attributes.append(("role", "alertdialog"))
        // A modal dialog named by its title.
        element.attributes.append(("aria-modal", "true"))
        element.attributes.append(("aria-labelledby", nid + "t"))
        element.children = [
            DOMElement(
                tag: "div", attributes: [("class", "sw-alert-box")],
                children: [
                    DOMElement(
                        tag: "h2", attributes: [("id", nid + "t"), ("class", "sw-alert-title")],
                        text: attributes[.title] ?? text ?? ""),
                    DOMElement(
                        tag: "div", attributes: [("id", nid + "m"), ("class", "sw-alert-message")],
                        text: attributes[.message] ?? ""),
                    DOMElement(tag: "div", attributes: [("id", slotID(of: id)), ("class", "sw-alert-actions")]),
                ])
        ]
        return element
    }
}
