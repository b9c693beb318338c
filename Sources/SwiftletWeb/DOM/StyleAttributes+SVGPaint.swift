import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// A paint for an SVG shape's `fill` or `stroke`: the CSS value to put in its `style`, and, for a
/// gradient, the gradient element (`<linearGradient>`/`<radialGradient>` with `<stop>`s) that value
/// refers to as `url(#id)`, to be placed in the SVG's `<defs>`.
struct SVGPaint: Equatable {
    /// `fill:`/`stroke:` value: a CSS colour, or `url(#id)`.
    var value: String
    /// The gradient element the value refers to, if any.
    var definition: DOMElement?
}

extension StyleAttributes {
    /// `paint` as SVG paint; `id` names its gradient element (unique in the page, e.g. the node's
    /// DOM id plus `g`; its stops are `id` plus their index, so a changed colour is one attribute
    /// change), `size` is the shape's measured frame (linear end points and radial centres are then
    /// placed in the frame, as SwiftUI places them, rather than in the path's bounding box; radial
    /// radii are in points; without a size the radius is half the box). Nil when `paint` is not a
    /// paint. Angular gradients have no SVG counterpart: they paint their first colour (shapes draw
    /// them with a CSS conic gradient instead, see `DOMMapping.angularStroke`).
    static func svgPaint(_ paint: String, id: String, size: CGSize? = nil) -> SVGPaint? {
        guard let parsed = Paint.parse(paint) else { return nil }
        func stops(_ stops: [PaintStop], offset: (Double) -> Double) -> [DOMElement] {
            stops.enumerated().map { index, stop in
                let position = min(max(offset(stop.location), 0), 1)
                return DOMElement(
                    tag: "stop",
                    attributes: [
                        ("id", id + String(index)), ("offset", number(position)),
                        ("style", "stop-color:\(paintCSS(stop.color))"),
                    ])
            }
        }
        func gradient(_ tag: String, _ attributes: [(String, String)], _ children: [DOMElement]) -> SVGPaint {
            let element = DOMElement(
                tag: tag, attributes: [("id", id)] + attributes.map { (name: $0.0, value: $0.1) }, children: children)
            return SVGPaint(value: "url(#\(id))", definition: element)
        }
        switch parsed {
        case .color, .material:
            return SVGPaint(value: paintCSS(parsed), definition: nil)
        case .angular(_, _, _, let list):
            return SVGPaint(value: list.first.map { paintCSS($0.color) } ?? "transparent", definition: nil)
        case .linear(let start, let end, let list):
            guard let size, size.width > 0, size.height > 0 else {
                let points = [("x1", start.x), ("y1", start.y), ("x2", end.x), ("y2", end.y)].map {
                    ($0.0, number($0.1))
                }
                return gradient("linearGradient", points, stops(list) { $0 })
            }
            let points = [
                ("x1", start.x * size.width), ("y1", start.y * size.height), ("x2", end.x * size.width),
                ("y2", end.y * size.height),
            ].map { ($0.0, number($0.1)) }
            return gradient("linearGradient", [("gradientUnits", "userSpaceOnUse")] + points, stops(list) { $0 })
        case .elliptical(let center, let from, let to, let list):
            // In bounding-box units a circle of radius 1 is the ellipse of the box's width and height.
            let attributes = [("cx", number(center.x)), ("cy", number(center.y)), ("r", "1")]
            return gradient("radialGradient", attributes, stops(list) { from + $0 * (to - from) })
        case .radial(let center, let from, let to, let list):
            guard let size, size.width > 0, size.height > 0, to > 0 else {
                let attributes = [("cx", number(center.x)), ("cy", number(center.y)), ("r", "0.5")]
                return gradient("radialGradient", attributes, stops(list) { $0 })
            }
            let attributes = [
                ("gradientUnits", "userSpaceOnUse"), ("cx", number(center.x * size.width)),
                ("cy", number(center.y * size.height)), ("r", number(to)),
            ]
            return gradient("radialGradient", attributes, stops(list) { (from + $0 * (to - from)) / to })
        }
    }
}
