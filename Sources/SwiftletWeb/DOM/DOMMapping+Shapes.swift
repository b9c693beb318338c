import Foundation
@_spi(SwiftletHost) import SwiftletUI

// What shapes share with the other kinds: the shape attributes the mapping consumes, the fixed axes
// of a flexible view, `clipShape` as a CSS `clip-path`, and validated SVG values. The `shape` and
// `geometryReader` elements are Kinds/Shape.swift and Kinds/GeometryReader.swift.
extension DOMMapping {
    /// `width`, `height` or `both` when a `.frame` fixes that length of a flexible view (shape,
    /// geometry reader), so the stylesheet stops it growing along its stack's axis.
    static func fixedAxes(_ attributes: [RenderAttribute: String]) -> String? {
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
