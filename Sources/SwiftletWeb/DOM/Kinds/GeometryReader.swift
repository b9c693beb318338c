@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `GeometryReader`: a `<div class="sw-geometry">` that takes the space offered, its content at
    /// the top leading corner (measured by the client through the passed-through `data-measure`). A
    /// `.frame` that fixes a length sets `data-fixed`.
    static func geometryReaderElement(id: NodeID, attributes: [RenderAttribute: String]) -> DOMElement {
        var element = DOMElement(tag: "div", attributes: [("id", domID(of: id)), ("class", "sw-geometry")])
        if let fixed = fixedAxes(attributes) { element.attributes.append(("data-fixed", fixed)) }
        return element
    }
}
