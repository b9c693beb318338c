@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Image(systemName:)`: `<svg class="sw-symbol" viewBox="0 0 24 24" role="img" aria-label>`
    /// holding part `u`, a `<use href="/web/symbols.svg?v=…#NAME">`. A name the symbol set lacks
    /// (`unknownSymbol`) uses the placeholder drawing and carries `data-unknown-symbol`. A decorative
    /// image is `aria-hidden`; a filling one (`contentMode=fill`) has `preserveAspectRatio="xMidYMid
    /// slice"`.
    static func symbolElement(id: NodeID, attributes: [RenderAttribute: String]) -> DOMElement {
        let nid = domID(of: id)
        let name = attributes[.systemName] ?? ""
        var element = DOMElement(
            tag: "svg", attributes: [("id", nid), ("class", "sw-symbol"), ("viewBox", "0 0 24 24")])
        if isTrue(attributes[.decorative]) {
            element.attributes.append(("aria-hidden", "true"))
        } else {
            element.attributes.append(("role", "img"))
            if attributes[.accessibilityLabel] == nil {
                element.attributes.append(
                    ("aria-label", attributes[.label] ?? attributes[.alt] ?? readableSymbolName(name)))
            }
        }
        // `.scaledToFill()` / `.aspectRatio(contentMode: .fill)`: the drawing covers its box.
        if attributes[.contentMode] == "fill" {
            element.attributes.append(("preserveAspectRatio", "xMidYMid slice"))
        }
        element.children = [
            DOMElement(tag: "use", attributes: [("id", nid + "u"), ("href", SymbolSprite.href(for: name))])
        ]
        return element
    }
}
