@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `DatePicker`: a `<label class="sw-datepicker">` holding part `l`, a `<span>` of its title, and
    /// part `c`, an `<input data-ev="commit">` of type `date`, `time` or `datetime-local` (from
    /// `components`) with its `min`, `max` and `value` in the local date and time form. Its label
    /// view follows them inside the label.
    static func datePickerElement(id: NodeID, text: String?, attributes: [RenderAttribute: String]) -> DOMElement {
        let nid = domID(of: id)
        let type =
            switch attributes[.components] {
            case "date": "date"
            case "time": "time"
            default: "datetime-local"
            }
        var input = DOMElement(
            tag: "input",
            attributes: [("id", nid + "c"), ("type", type), ("data-ev", "commit"), ("data-node", "\(id.rawValue)")])
        for name in [RenderAttribute.min, .max, .value] {
            guard let value = attributes[name],
                value.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x3A) || $0 == 0x2D || $0 == 0x54 })
            else { continue }
            input.attributes.append((name.rawValue, value))
        }
        if isTrue(attributes[.disabled]) { input.attributes.append(("disabled", "")) }
        let title = DOMElement(
            tag: "span", attributes: [("id", nid + "l"), ("class", "sw-datepicker-label")], text: text ?? "")
        return DOMElement(
            tag: "label", attributes: [("id", nid), ("class", "sw-datepicker")], children: [title, input])
    }
}
