/// Serialises `DOMElement` trees to HTML text, escaping every text and attribute value.
public enum HTMLRenderer {
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
        if let text = element.text { output += HTMLEscaping.text(text) }
        for child in element.children { write(child, into: &output) }
        output += "</"
        output += element.tag
        output += ">"
    }
}
