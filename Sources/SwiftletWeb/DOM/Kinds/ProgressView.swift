@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `ProgressView`: a `<progress class="sw-progress">`, indeterminate without a `value`. A finite
    /// `value` becomes `value`, and `total` becomes `max` (1 when it is missing or not a positive
    /// number). Its text is the label.
    static func progressElement(id: NodeID, text: String?, attributes: [RenderAttribute: String]) -> DOMElement {
        var element = baseElement("progress", id: id, class: "sw-progress")
        if let value = attributes[.value].flatMap(Double.init), value.isFinite {
            element.attributes.append(("value", number(value)))
            let total = attributes[.total].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            element.attributes.append(("max", number(total ?? 1)))
        }
        element.text = text
        return element
    }

    /// A whole number without a fraction (`1`, not `1.0`); any other number as Swift writes it.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
