import Foundation
@_spi(SwiftletHost) import SwiftletUI

// `shape` nodes become inline SVG, `geometryReader` nodes a measured
// `<div>`, and `clipShape` a CSS `clip-path`.
extension DOMMapping {
    /// `<svg class="sw-shape" data-measure>` with part `p` (the fill, a `<path>`) and part `k` (the
    /// stroke, a `<path>` with `fill="none"`). Geometry is in CSS pixels (points) with the origin
    /// at the element's top left, so no `viewBox`.
    ///
    /// A gradient or material fill is drawn by the `<svg>` itself: its CSS background (the host's
    /// paint, as for any background) clipped to the path (`clip-path: path(…)`), which also clips
    /// the stroke to the fill's outline.
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

    /// `<div class="sw-geometry">`: takes the space offered, its content at the top leading corner.
    static func geometryReaderElement(id: NodeID, attributes: [RenderAttribute: String]) -> DOMElement {
        var element = DOMElement(tag: "div", attributes: [("id", domID(of: id)), ("class", "sw-geometry")])
        if let fixed = fixedAxes(attributes) { element.attributes.append(("data-fixed", fixed)) }
        return element
    }

    /// `width`, `height` or `both` when a `.frame` fixes that length of a flexible view (shape,
    /// geometry reader), so the stylesheet stops it growing along its stack's axis.
    private static func fixedAxes(_ attributes: [RenderAttribute: String]) -> String? {
        guard let frame = attributes[.frame] else { return nil }
        let names = Set(frame.split(separator: " ").compactMap { $0.split(separator: ":").first.map(String.init) })
        switch (names.contains("width"), names.contains("height")) {
        case (true, true): return "both"
        case (true, false): return "width"
        case (false, true): return "height"
        case (false, false): return nil
        }
    }

    /// The `clip-path` for a `clipShape` token (and `clipPath` data), or nil.
    static func clipPathCSS(_ attributes: [RenderAttribute: String]) -> String? {
        guard let token = attributes[.clipShape] else { return nil }
        let parts = token.split(separator: ":").map(String.init)
        switch parts.first {
        case "circle": return "circle(closest-side)"
        case "ellipse": return "ellipse(50% 50%)"
        case "capsule": return "inset(0 round 9999px)"
        case "rectangle": return "inset(0)"
        case "roundedRectangle":
            guard parts.count == 2, let radius = StyleAttributes.length(parts[1]) else { return nil }
            return "inset(0 round \(radius))"
        case "unevenRoundedRectangle":
            let radii = parts.dropFirst().compactMap(StyleAttributes.length)
            guard parts.count == 5, radii.count == 4 else { return nil }
            return "inset(0 round \(radii.joined(separator: " ")))"
        case "path":
            guard let data = attributes[.clipPath].flatMap(ShapeSVGValues.pathData) else { return nil }
            let rule = attributes[.clipRule] == "evenodd" ? "evenodd, " : ""
            return "path(\(rule)'\(data)')"
        default: return nil
        }
    }
}

/// Validated SVG values: paints through the host's colour validation, numbers, path data.
enum ShapeSVGValues {
    /// The CSS paint for a shape's fill or stroke: `foreground` is `currentColor`; a colour through
    /// the host's paint validation; anything else (a gradient stroke) the foreground.
    static func css(_ paint: String) -> String? {
        if paint == "foreground" { return "currentColor" }
        if paint == "clear" { return "transparent" }
        return StyleAttributes.color(paint) ?? "currentColor"
    }

    /// Whether `paint` is a paint SVG cannot fill with directly (a gradient or a material).
    static func isGradient(_ paint: String) -> Bool {
        paint != "foreground" && StyleAttributes.color(paint) == nil && StyleAttributes.paint(paint) != nil
    }

    /// Path data as the engine writes it (`M`, `L`, `Q`, `C`, `Z`, numbers, spaces), else nil.
    static func pathData(_ value: String) -> String? {
        guard !value.isEmpty, value.utf8.count <= 1_000_000 else { return nil }
        let allowed = value.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "-"),
                UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "Q"), UInt8(ascii: "C"), UInt8(ascii: "Z"):
                true
            default: false
            }
        }
        return allowed ? value : nil
    }

    /// `width height` of a measured shape (finite, positive, at most 100000), else nil.
    static func size(_ value: String) -> CGSize? {
        let parts = value.split(separator: " ").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 100_000 }) else { return nil }
        return CGSize(width: parts[0], height: parts[1])
    }

    /// A finite number between -10000 and 10000, written plainly.
    static func number(_ value: String) -> String? {
        guard let number = Double(value), number.isFinite, abs(number) <= 10_000 else { return nil }
        return number == number.rounded() ? String(Int(number)) : String(number)
    }

    /// Space-separated non-negative numbers (a dash pattern).
    static func numbers(_ value: String) -> String? {
        let pieces = value.split(separator: " ")
        let parts = pieces.compactMap { number(String($0)) }
        guard !parts.isEmpty, parts.count == pieces.count, parts.count <= 64,
            !parts.contains(where: { $0.hasPrefix("-") })
        else { return nil }
        return parts.joined(separator: " ")
    }

    /// `from to` (fractions of the outline) → the dash and offset that show that part of it.
    static func trimDash(_ value: String) -> (dash: String, offset: String)? {
        let parts = value.split(separator: " ").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }), parts[0] <= parts[1] else {
            return nil
        }
        let length = parts[1] - parts[0]
        func text(_ number: Double) -> String {
            number == number.rounded() ? String(Int(number)) : String((number * 10000).rounded() / 10000)
        }
        return ("\(text(length)) 1", parts[0] == 0 ? "0" : "-" + text(parts[0]))
    }
}
