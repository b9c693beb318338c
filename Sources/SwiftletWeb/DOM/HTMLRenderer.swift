/// Serialises `DOMElement` trees to HTML text, escaping every text and attribute value.
@_spi(SwiftletHost) public enum HTMLRenderer {
    /// The HTML for `element` and its subtree.
    public static func html(_ element: DOMElement) -> String {
        var output = ""
        write(element, into: &output)
        return output
    }

    /// Appends the HTML for `element` to `output`.
    public static func write(_ element: DOMElement, into output: inout String) {
        output += "<"
        output += element.tag
        for attribute in element.attributes {
            output += " "
            output += attribute.name
            output += "=\""
            output += HTMLEscaping.attribute(attribute.value)
            output += "\""
        }
        output += ">"
        if DOMElement.voidTags.contains(element.tag) { return }
        if let text = element.text {
            // The HTML parser drops one newline right after `<textarea>` or `<pre>`: a text that
            // starts with a newline needs one more, or the field loses its first line break.
            let first = text.unicodeScalars.first
            if first == "\n" || first == "\r", element.tag == "textarea" || element.tag == "pre" { output += "\n" }
            output += HTMLEscaping.text(text)
        }
        for child in element.children { write(child, into: &output) }
        output += "</"
        output += element.tag
        output += ">"
    }
}
