import Foundation
@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// A `Shape` drawn: an `<svg class="sw-shape" aria-hidden="true">` (measured by the client through
    /// the passed-through `data-measure`) with part `p` (the fill, a `<path>`) and part `k` (the
    /// stroke, a `<path>` with `fill="none"`). Geometry is in CSS pixels (points) with the origin
    /// at the element's top left, so no `viewBox`. A `.frame` that fixes a length sets `data-fixed`.
    ///
    /// A gradient or material fill is drawn by the `<svg>` itself: its CSS background (the host's
    /// paint, as for any background) clipped to the path (`clip-path: path(…)`), which also clips
    /// the stroke to the fill's outline. A gradient stroke adds part `gd` (the `<defs>` of its SVG
    /// gradient) or, for an angular gradient, part `go` (see `angularStroke`).
    static func shapeElement(id: NodeID, attributes: [RenderAttribute: String], style: inout StyleAttributes)
        -> DOMElement
    {
        let nid = domID(of: id)
        let data = attributes[.path].flatMap(ShapeSVGValues.pathData)
        var fill = DOMElement(tag: "path", attributes: [("id", nid + "p"), ("class", "sw-shape-fill")])
        let evenOdd = attributes[.fillRule] == "evenodd"
        if let value = attributes[.shapeFill], ShapeSVGValues.isGradient(value), let data {
            for (property, css) in StyleAttributes.backgroundDeclarations(value) { style.add(property, css) }
            style.add("clip-path", "path(\(evenOdd ? "evenodd, " : "")'\(data)')")
            fill.attributes.append(("fill", "none"))
        } else if let paint = attributes[.shapeFill].flatMap(ShapeSVGValues.css), let data {
            fill.attributes.append(("d", data))
            if evenOdd { fill.attributes.append(("fill-rule", "evenodd")) }
            fill.attributes.append(("style", "fill:\(paint)"))
        } else {
            fill.attributes.append(("fill", "none"))
        }
        var stroke = DOMElement(
            tag: "path", attributes: [("id", nid + "k"), ("class", "sw-shape-stroke"), ("fill", "none")])
        let strokeData = attributes[.strokePath].flatMap(ShapeSVGValues.pathData) ?? data
        var paintedBy: DOMElement?
        if let strokePaint = attributes[.shapeStroke], let paint = ShapeSVGValues.css(strokePaint), let strokeData {
            stroke.attributes.append(("d", strokeData))
            stroke.attributes.append(("stroke-width", attributes[.lineWidth].flatMap(ShapeSVGValues.number) ?? "1"))
            if let cap = attributes[.lineCap], ["round", "square"].contains(cap) {
                stroke.attributes.append(("stroke-linecap", cap))
            }
            if let join = attributes[.lineJoin], ["round", "bevel"].contains(join) {
                stroke.attributes.append(("stroke-linejoin", join))
            }
            if let limit = attributes[.miterLimit].flatMap(ShapeSVGValues.number) {
                stroke.attributes.append(("stroke-miterlimit", limit))
            }
            if let trim = attributes[.trim].flatMap(ShapeSVGValues.trimDash) {
                // The kept part as one dash of the whole outline, which counts as length 1.
                stroke.attributes.append(("pathLength", "1"))
                stroke.attributes.append(("stroke-dasharray", trim.dash))
                stroke.attributes.append(("stroke-dashoffset", trim.offset))
            } else if let dash = attributes[.dash].flatMap(ShapeSVGValues.numbers) {
                stroke.attributes.append(("stroke-dasharray", dash))
                if let phase = attributes[.dashPhase].flatMap(ShapeSVGValues.number) {
                    stroke.attributes.append(("stroke-dashoffset", phase))
                }
            }
            var css = paint
            if ShapeSVGValues.isGradient(strokePaint) {
                let size = attributes[.shapeSize].flatMap(ShapeSVGValues.size)
                if let size, let angular = angularStroke(strokePaint, stroke: stroke, id: nid, size: size) {
                    paintedBy = angular
                    css = "none"
                } else if let svg = StyleAttributes.svgPaint(strokePaint, id: nid + "g", size: size) {
                    css = svg.value
                    paintedBy = svg.definition.map {
                        DOMElement(tag: "defs", attributes: [("id", nid + "gd")], children: [$0])
                    }
                }
            }
            stroke.attributes.append(("style", "stroke:\(css)"))
        }
        var element = DOMElement(
            tag: "svg", attributes: [("id", nid), ("class", "sw-shape"), ("aria-hidden", "true")],
            children: [fill, stroke] + (paintedBy.map { [$0] } ?? []))
        if let fixed = fixedAxes(attributes) { element.attributes.append(("data-fixed", fixed)) }
        for (property, value) in flexBases(attributes) { style.add(property, value) }
        return element
    }

    /// A stroke painted with an angular gradient, which SVG cannot paint: a `<foreignObject>`
    /// reaching past the frame by the stroke's reach, holding a `<div>` with the CSS conic gradient
    /// masked by the stroke's outline (an SVG image of the stroke path in black). Nil for any other paint.
    static func angularStroke(_ paint: String, stroke: DOMElement, id nid: String, size: CGSize) -> DOMElement? {
        guard case .angular(let center, let start, let end, let stops) = Paint.parse(paint) else { return nil }
        let width = Double(stroke.attribute("stroke-width") ?? "1") ?? 1
        let reach = (width * 2 + 2).rounded(.up)
        let box = CGSize(width: size.width + 2 * reach, height: size.height + 2 * reach)
        let moved = Paint.angular(
            center: PaintPoint(
                x: (reach + center.x * size.width) / box.width, y: (reach + center.y * size.height) / box.height),
            startAngle: start, endAngle: end, stops: stops)
        let copied = [
            "d", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "pathLength",
            "stroke-dasharray", "stroke-dashoffset",
        ]
        let outline = copied.compactMap { name in stroke.attribute(name).map { " \(name)='\($0)'" } }.joined()
        let w = StyleAttributes.number(box.width)
        let h = StyleAttributes.number(box.height)
        let r = StyleAttributes.number(reach)
        // Every value is validated path data or a number: no quote or markup can reach the URL.
        let mask =
            "<svg xmlns='http://www.w3.org/2000/svg' width='\(w)' height='\(h)'>"
            + "<path transform='translate(\(r) \(r))' fill='none' stroke='black'\(outline)/></svg>"
        let encoded = mask.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E")
        let style =
            "width:\(w)px;height:\(h)px;background:\(StyleAttributes.paintCSS(moved));"
            + "mask-image:url(\"data:image/svg+xml,\(encoded)\");mask-size:100% 100%;mask-repeat:no-repeat"
        let painted = DOMElement(
            tag: "div", attributes: [("id", nid + "gp"), ("class", "sw-shape-paint"), ("style", style)])
        return DOMElement(
            tag: "foreignObject",
            attributes: [("id", nid + "go"), ("x", "-" + r), ("y", "-" + r), ("width", w), ("height", h)],
            children: [painted])
    }

    /// A finite `.frame(maxWidth:)` / `.frame(maxHeight:)` of a shape is the length it starts from
    /// along its stack's axis (`--sw-basis-w`, `--sw-basis-h`), as SwiftUI gives it up to that
    /// much of the space offered; without one it starts from 10 points.
    private static func flexBases(_ attributes: [RenderAttribute: String]) -> [(String, String)] {
        guard let frame = attributes[.frame] else { return [] }
        var result: [(String, String)] = []
        for pair in frame.split(separator: " ") {
            let parts = pair.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let length = StyleAttributes.length(parts[1]), !length.hasPrefix("-") else {
                continue
            }
            if parts[0] == "maxWidth" { result.append(("--sw-basis-w", length)) }
            if parts[0] == "maxHeight" { result.append(("--sw-basis-h", length)) }
        }
        return result
    }
}
