@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
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
