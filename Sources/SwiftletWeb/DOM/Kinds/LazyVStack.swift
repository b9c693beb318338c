@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `LazyVStack`: a `<div class="sw-lazy" data-lazy>`, which the client treats as a lazy container
    /// of rows; `spacing` becomes the CSS `gap`. It is a `role="list"` (`defaultAccessibility`).
    static func lazyVStackElement(id: NodeID, attributes: [RenderAttribute: String], style: inout StyleAttributes)
        -> DOMElement
    {
        var element = baseElement("div", id: id, class: "sw-lazy")
        element.attributes.append(("data-lazy", ""))
        if let spacing = attributes[.spacing], let value = StyleAttributes.length(spacing) {
            style.add("gap", value)
        }
        return element
    }
}
