@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `TextField` and `SecureField`: an `<input type="text" class="sw-textfield">` (`type="password"`
    /// when `secure`, `type="search"` for a `.searchable` field) with its text as `value`. It sends
    /// `input` per keystroke, or `commit` for a value field (`TextField(_:value:format:)`), which sends
    /// its text when it is committed. The prompt or title is the `placeholder`, the title the
    /// `aria-label`; the keyboard modifiers come from `inputTraits`.
    static func textFieldElement(id: NodeID, text: String?, attributes: [RenderAttribute: String]) -> DOMElement {
        var element = baseElement("input", id: id, class: "sw-textfield")
        element.attributes.insert(("type", isTrue(attributes[.secure]) ? "password" : "text"), at: 1)
        // A value field (`TextField(_:value:format:)`) sends its text when it is committed.
        element.attributes.append(("data-ev", attributes[.commit] == "change" ? "commit" : "input"))
        element.attributes.append(contentsOf: inputTraits(attributes))
        element.attributes.append(("value", text ?? attributes[.value] ?? ""))
        if let prompt = attributes[.placeholder] ?? attributes[.prompt] ?? attributes[.title] {
            element.attributes.append(("placeholder", prompt))
        }
        if let title = attributes[.title] { element.attributes.append(("aria-label", title)) }
        if isTrue(attributes[.disabled]) { element.attributes.append(("disabled", "")) }
        // A search field (`.searchable`) is an `<input type="search">`.
        if attributes[.searchField] == "true",
            let index = element.attributes.firstIndex(where: { $0.name == "type" })
        {
            element.attributes[index].value = "search"
        }
        return element
    }
}
