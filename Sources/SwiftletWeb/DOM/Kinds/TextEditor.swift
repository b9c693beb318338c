@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `TextEditor` (and `TextField(axis: .vertical)`): a `<textarea class="sw-texteditor"
    /// data-ev="input">` holding the text. The prompt or title is the `placeholder`, the title the
    /// `aria-label`; the keyboard modifiers come from `inputTraits`.
    static func textEditorElement(id: NodeID, text: String?, attributes: [RenderAttribute: String]) -> DOMElement {
        var element = DOMElement(
            tag: "textarea", attributes: [("id", domID(of: id)), ("class", "sw-texteditor"), ("data-ev", "input")],
            text: text ?? "")
        if let prompt = attributes[.prompt] ?? attributes[.title] {
            element.attributes.append(("placeholder", prompt))
        }
        if let title = attributes[.title] { element.attributes.append(("aria-label", title)) }
        element.attributes.append(contentsOf: inputTraits(attributes))
        if isTrue(attributes[.disabled]) { element.attributes.append(("disabled", "")) }
        return element
    }
}
