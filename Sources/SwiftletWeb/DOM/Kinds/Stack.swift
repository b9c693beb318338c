@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `VStack`, `HStack` and `ZStack`: a `<div class="sw-vstack">` (`sw-hstack`, `sw-zstack`), which
    /// swiftlet.css lays out as a flex column, a flex row or a grid of overlapping cells. `spacing`
    /// becomes the CSS `gap`; `alignment` becomes `data-align` (with the passed-through attributes in
    /// `extra`), which the stylesheet aligns the children by.
    static func stackElement(
        _ kind: RenderKind, id: NodeID, text: String?, attributes: [RenderAttribute: String],
        style: inout StyleAttributes,
        extra: inout [(name: String, value: String)]
    ) -> DOMElement {
        var element = baseElement("div", id: id, class: "sw-\(kind.rawValue)")
        if let spacing = attributes[.spacing], let value = StyleAttributes.length(spacing) {
            style.add("gap", value)
        }
        if let alignment = attributes[.alignment], let safe = safeToken(alignment) {
            extra.append(("data-align", safe))
        }
        element.text = text
        return element
    }
}
