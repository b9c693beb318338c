import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// Turns paints (the attribute values of shape styles, see `Paint`) into CSS. The one place a
/// paint becomes CSS: backgrounds, foregrounds, fills and strokes all come through here.
extension StyleAttributes {
    /// A paint as one CSS value: a `<color>` for a colour or a material (its tint), an `<image>`
    /// (`linear-gradient(…)`, …) for a gradient. Nil when `value` is not a paint.
    static func paint(_ value: String) -> String? {
        Paint.parse(value).map(paintCSS)
    }

    /// A colour paint as a CSS `<color>`; nil for anything else (gradients, materials, garbage).
    static func color(_ value: String) -> String? {
        guard case .color(let color) = Paint.parse(value) else { return nil }
        return paintCSS(color)
    }

    /// `paint` as one CSS value (see ``paint(_:)``).
    static func paintCSS(_ paint: Paint) -> String {
        switch paint {
        case .color(let color): return paintCSS(color)
        case .material(let material): return materialTint(material)
        case .linear(let start, let end, let stops): return linearGradient(start, end, stops)
        case .radial(let center, let startRadius, let endRadius, let stops):
            let positions = stops.map { number(startRadius + $0.location * (endRadius - startRadius)) + "px" }
            return "radial-gradient(circle \(number(endRadius))px at \(percent(center)), \(list(stops, positions)))"
        case .angular(let center, let startAngle, var endAngle, let stops):
            if endAngle == startAngle { endAngle = startAngle + 360 }
            // SwiftUI's 0° points to the trailing edge; CSS's conic 0° points up. Both turn clockwise.
            let positions = stops.map { number($0.location * (endAngle - startAngle)) + "deg" }
            return "conic-gradient(from \(number(startAngle + 90))deg at \(percent(center)), \(list(stops, positions)))"
        case .elliptical(let center, let startFraction, let endFraction, let stops):
            let positions = stops.map {
                number((startFraction + $0.location * (endFraction - startFraction)) * 100) + "%"
            }
            return "radial-gradient(100% 100% at \(percent(center)), \(list(stops, positions)))"
        }
    }

    /// A colour as CSS: system colours as `light-dark(…)` of their iOS values, levels and the
    /// accent through the stylesheet's variables (`--sw-secondary`, `--sw-accent`).
    static func paintCSS(_ color: PaintColor) -> String {
        switch color {
        case .rgba(let rgba): return rgba.hex
        case .dynamic(let light, let dark): return "light-dark(\(light.hex), \(dark.hex))"
        case .named(let name, let opacity):
            let base: String
            switch name {
            case "clear": base = "transparent"
            case "tint", "accent": base = "var(--sw-accent)"
            case "primary", "secondary", "tertiary", "quaternary", "quinary": base = "var(--sw-\(name))"
            default:
                guard let pair = SystemColors.pair(name) else { return "transparent" }
                base = pair.light == pair.dark ? pair.light.hex : "light-dark(\(pair.light.hex), \(pair.dark.hex))"
            }
            return opacity == 1 ? base : "color-mix(in srgb, \(base) \(number(opacity * 100))%, transparent)"
        }
    }

    /// The declarations that paint an element's background with `value`: a colour or gradient as
    /// `background`, a material as a translucent colour with `backdrop-filter` blurring what lies
    /// behind.
    static func backgroundDeclarations(_ value: String) -> [(String, String)] {
        guard let paint = Paint.parse(value) else { return [] }
        guard case .material(let material) = paint else { return [("background", paintCSS(paint))] }
        let blur = "blur(\(materialBlur[material] ?? 20)px) saturate(180%)"
        return [("background", materialTint(material)), ("backdrop-filter", blur), ("-webkit-backdrop-filter", blur)]
    }

    /// The declarations that paint an element's foreground with `value`: `color` for a colour or a
    /// material; a gradient fills the text through `background-clip: text` (over `background`,
    /// which then must be a second layer).
    static func foregroundDeclarations(_ value: String, background: String?) -> [(String, String)] {
        guard let paint = Paint.parse(value) else { return [] }
        switch paint {
        case .color, .material: return [("color", paintCSS(paint))]
        default:
            let under = background.flatMap { Paint.parse($0) }
            guard let under else {
                return [("background", paintCSS(paint)), ("background-clip", "text"), ("color", "transparent")]
            }
            let layer: String
            if case .color(let color) = under {
                layer = "linear-gradient(\(paintCSS(color)), \(paintCSS(color)))"
            } else {
                layer = paintCSS(under)
            }
            return [
                ("background", "\(paintCSS(paint)), \(layer)"), ("background-clip", "text, border-box"),
                ("color", "transparent"),
            ]
        }
    }

    private static let materialBlur: [PaintMaterial: Int] = [
        .ultraThin: 8, .thin: 12, .regular: 20, .thick: 28, .ultraThick: 36, .bar: 20,
    ]

    /// A material's translucent colour, light and dark.
    static func materialTint(_ material: PaintMaterial) -> String {
        let alpha: [PaintMaterial: (Double, Double)] = [
            .ultraThin: (0.35, 0.35), .thin: (0.5, 0.5), .regular: (0.7, 0.65), .thick: (0.8, 0.75),
            .ultraThick: (0.9, 0.85), .bar: (0.8, 0.75),
        ]
        let (light, dark) = alpha[material] ?? (0.7, 0.65)
        return "light-dark(rgba(246, 246, 246, \(number(light))), rgba(30, 30, 30, \(number(dark))))"
    }

    private static func linearGradient(_ start: PaintPoint, _ end: PaintPoint, _ stops: [PaintStop]) -> String {
        let dx = end.x - start.x
        let dy = end.y - start.y
        guard dx != 0 || dy != 0 else {
            // No direction: SwiftUI fills with the last stop's colour.
            let last = stops.last.map { paintCSS($0.color) } ?? "transparent"
            return "linear-gradient(\(last), \(last))"
        }
        // CSS draws along a line through the centre at an angle (0° up, clockwise); place the two
        // points on it (exact for a square and for horizontal or vertical gradients in any box).
        let angle = atan2(dx, -dy)
        let direction = (x: sin(angle), y: -cos(angle))
        let length = abs(direction.x) + abs(direction.y)
        func position(_ point: PaintPoint) -> Double {
            ((point.x - 0.5) * direction.x + (point.y - 0.5) * direction.y) / length + 0.5
        }
        let from = position(start)
        let to = position(end)
        let positions = stops.map { number((from + $0.location * (to - from)) * 100) + "%" }
        return "linear-gradient(\(number(angle * 180 / .pi))deg, \(list(stops, positions)))"
    }

    private static func list(_ stops: [PaintStop], _ positions: [String]) -> String {
        var items = zip(stops, positions).map { "\(paintCSS($0.color)) \($1)" }
        if items.count == 1 { items.append(items[0]) }  // CSS wants two stops.
        return items.joined(separator: ", ")
    }

    private static func percent(_ point: PaintPoint) -> String {
        "\(number(point.x * 100))% \(number(point.y * 100))%"
    }

    /// A finite number for CSS, at most 3 decimals.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
