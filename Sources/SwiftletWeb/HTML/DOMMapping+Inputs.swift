@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// The native element of an input control: `TextEditor` → `<textarea>`; `Stepper` → a group of its
    /// label (part `l`) and its children (the label view, then the "−" and "+" buttons, named
    /// "Decrement" and "Increment"); `Slider` → `<input type="range">` (part `c`) followed by its
    /// label views; `DatePicker` → a `<label>` of its title (part `l`), `<input type="date">`,
    /// `"time"` or `"datetime-local"` (part `c`) and its label view.
    static func inputControlElement(id: NodeID, kind: RenderKind, text: String?, attributes: [RenderAttribute: String])
        -> DOMElement
    {
        let nid = domID(of: id)
        let node = ("data-node", "\(id.rawValue)")
        switch kind {
        case .textEditor:
            var element = DOMElement(
                tag: "textarea", attributes: [("id", nid), ("class", "sw-texteditor"), ("data-ev", "input")],
                text: text ?? "")
            if let prompt = attributes[.prompt] ?? attributes[.title] {
                element.attributes.append(("placeholder", prompt))
            }
            if let title = attributes[.title] { element.attributes.append(("aria-label", title)) }
            element.attributes.append(contentsOf: inputTraits(attributes))
            if isTrue(attributes[.disabled]) { element.attributes.append(("disabled", "")) }
            return element
        case .stepper:
            return DOMElement(
                tag: "div", attributes: [("id", nid), ("class", "sw-stepper"), ("role", "group")],
                children: [
                    DOMElement(
                        tag: "span", attributes: [("id", nid + "l"), ("class", "sw-stepper-label")], text: text ?? "")
                ])
        case .slider:
            var input = DOMElement(
                tag: "input", attributes: [("id", nid + "c"), ("type", "range"), ("data-ev", "input"), node])
            // `value` last: the browser clamps it to the range set before it.
            for name in [RenderAttribute.min, .max, .step, .value] {
                guard let value = attributes[name], value == "any" || Double(value)?.isFinite == true else { continue }
                input.attributes.append((name.rawValue, value))
            }
            if let label = attributes[.label] { input.attributes.append(("aria-label", label)) }
            if isTrue(attributes[.disabled]) { input.attributes.append(("disabled", "")) }
            return DOMElement(tag: "div", attributes: [("id", nid), ("class", "sw-slider")], children: [input])
        default:
            let type =
                switch attributes[.components] {
                case "date": "date"
                case "time": "time"
                default: "datetime-local"
                }
            var input = DOMElement(
                tag: "input", attributes: [("id", nid + "c"), ("type", type), ("data-ev", "commit"), node])
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

    /// The keyboard and input modifiers of a text field or editor, as HTML attributes:
    /// `inputmode`, `autocomplete`, `autocapitalize`, `spellcheck`/`autocorrect`, `enterkeyhint`.
    static func inputTraits(_ attributes: [RenderAttribute: String]) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        for (name, html) in [
            (RenderAttribute.inputMode, "inputmode"), (.autocomplete, "autocomplete"),
            (.autocapitalize, "autocapitalize"), (.enterKeyHint, "enterkeyhint"),
        ] {
            if let value = attributes[name], let token = safeToken(value) { result.append((html, token)) }
        }
        if attributes[.autocorrect] == "off" {
            result.append(("spellcheck", "false"))
            result.append(("autocorrect", "off"))
        }
        return result
    }
}
