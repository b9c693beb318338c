@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Stepper`: a `<div class="sw-stepper" role="group">` holding part `l`, a `<span>` of its
    /// label, and then its children: the label view and the "−" and "+" buttons (named "Decrement"
    /// and "Increment").
    static func stepperElement(id: NodeID, text: String?) -> DOMElement {
        let nid = domID(of: id)
        return DOMElement(
            tag: "div", attributes: [("id", nid), ("class", "sw-stepper"), ("role", "group")],
            children: [
                DOMElement(
                    tag: "span", attributes: [("id", nid + "l"), ("class", "sw-stepper-label")], text: text ?? "")
            ])
    }
}
