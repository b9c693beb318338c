@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `DisclosureGroup`: a `<details class="sw-disclosure" data-ev="disclose">`, `open` while
    /// `expanded`, holding part `t`, the `<summary>` with its label, and slot `s`
    /// (`<div class="sw-disclosure-body">`), which holds the content while it is expanded.
    static func disclosureElement(id: NodeID, text: String?, attributes: [RenderAttribute: String]) -> DOMElement {
        let nid = domID(of: id)
        var details = DOMElement(
            tag: "details",
            attributes: [("id", nid), ("class", "sw-disclosure"), ("data-ev", "disclose")])
        if isTrue(attributes[.expanded]) { details.attributes.append(("open", "")) }
        details.children = [
            DOMElement(tag: "summary", attributes: [("id", nid + "t")], text: text ?? ""),
            DOMElement(tag: "div", attributes: [("id", slotID(of: id)), ("class", "sw-disclosure-body")]),
        ]
        return details
    }
}
