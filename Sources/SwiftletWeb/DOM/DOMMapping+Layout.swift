@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// What SwiftUI's layout rules add to any element: a frame says on which axes it takes the space offered (`data-flex` = `w`, `h`, `wh`)
    /// and where it places its content (`data-align`), plus the layout declarations (`LayoutStyles`).
    static func layoutAttributes(
        kind: RenderKind, attributes: [RenderAttribute: String], into element: inout DOMElement,
        style: inout StyleAttributes
    ) {
        if kind == .frame {
            let value = attributes[.frame] ?? ""
            let frame = LayoutStyles.Frame(value)
            let fixed = attributes[.fixedSize]
            // The axes on which the frame takes the space offered: a maximum, or no size around
            // flexible content (`contentFlex`), unless `.fixedSize` pins the axis.
            let content = attributes[.contentFlex] ?? ""
            var flexible = ""
            for (axis, name) in [("w", "horizontal"), ("h", "vertical")] where fixed != "both" && fixed != name {
                let sizing = frame.sizing(axis)
                if sizing == "grow" || (sizing == nil && content.contains(axis)) { flexible += axis }
            }
            if attributes[.position] != nil { flexible = "wh" }
            if !flexible.isEmpty { element.attributes.append(("data-flex", flexible)) }
            if let alignment = frame.alignment, let token = safeToken(alignment), token != "center" {
                element.attributes.append(("data-align", token))
            }
        }
        if [.lazyHGrid, .grid, .gridRow].contains(kind), let alignment = attributes[.alignment],
            let token = safeToken(alignment)
        {
            element.attributes.append(("data-align", token))
        }
        for (property, value) in LayoutStyles.declarations(kind: kind, attributes: attributes) {
            style.add(property, value)
        }
    }
}
