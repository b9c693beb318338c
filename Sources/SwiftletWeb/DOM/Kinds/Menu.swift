@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Menu`: a `<details class="sw-menu">` holding part `t`, the `<summary>` with its title, and
    /// slot `s`, a `<div class="sw-menu-items" role="menu">` of its actions.
    static func menuElement(id: NodeID, text: String?) -> DOMElement {
        let nid = domID(of: id)
        return DOMElement(
            tag: "details", attributes: [("id", nid), ("class", "sw-menu")],
            children: [
                DOMElement(
                    tag: "summary", attributes: [("id", nid + "t"), ("class", "sw-menu-title")], text: text ?? ""),
                DOMElement(
                    tag: "div", attributes: [("id", slotID(of: id)), ("class", "sw-menu-items"), ("role", "menu")]),
            ])
    }
}
