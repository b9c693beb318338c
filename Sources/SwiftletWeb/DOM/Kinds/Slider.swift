@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Slider`: a `<div class="sw-slider">` holding part `c`, an `<input type="range"
    /// data-ev="input">` with the numeric `min`, `max`, `step` and `value`, the `label` as its
    /// `aria-label` and `disabled` when disabled. The label views follow it as children.
    static func sliderElement(id: NodeID, attributes: [RenderAttribute: String]) -> DOMElement {
        let nid = domID(of: id)
        var input = DOMElement(
            tag: "input",
            attributes: [("id", nid + "c"), ("type", "range"), ("data-ev", "input"), ("data-node", "\(id.rawValue)")])
        // `value` last: the browser clamps it to the range set before it.
        for name in [RenderAttribute.min, .max, .step, .value] {
            guard let value = attributes[name], value == "any" || Double(value)?.isFinite == true else { continue }
            input.attributes.append((name.rawValue, value))
        }
        if let label = attributes[.label] { input.attributes.append(("aria-label", label)) }
        if isTrue(attributes[.disabled]) { input.attributes.append(("disabled", "")) }
        return DOMElement(tag: "div", attributes: [("id", nid), ("class", "sw-slider")], children: [input])
    }
}
