import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// Effects, tint, border and colour scheme as CSS: the filters of one element combine into one
/// `filter` list, rotations and scales use the individual transform properties (`rotate`,
/// `scale`, so `.offset`'s `translate` and the animation of each compose), and every value is a
/// validated number or paint.
extension StyleAttributes {
    /// The attributes this file turns into CSS.
    static let effectNames: Set<RenderAttribute> = [
        .shadow, .blur, .brightness, .contrast, .saturation, .grayscale, .hueRotation, .colorInvert,
        .colorMultiply, .blendMode, .compositingGroup, .clipped, .rotationEffect, .rotation3DEffect,
        .scaleEffect, .tint, .border,
    ]

    /// Adds the declarations of the effect attributes in `attributes`.
    mutating func addEffects(_ attributes: [RenderAttribute: String]) {
        // Most styled nodes (a row's padding) have none: one set lookup per attribute, not 17.
        guard attributes.keys.contains(where: StyleAttributes.effectNames.contains) else { return }
        if let tint = attributes[.tint], let accent = StyleAttributes.accent(tint) {
            add("--sw-accent", accent)
            add("accent-color", accent)
        }
        if let border = attributes[.border] {
            for (property, value) in StyleAttributes.border(border) { add(property, value) }
        }
        var filters: [String] = []
        func number(_ name: RenderAttribute, in range: ClosedRange<Double>) -> Double? {
            guard let value = attributes[name].flatMap(Double.init), value.isFinite else { return nil }
            return min(max(value, range.lowerBound), range.upperBound)
        }
        if let radius = attributes[.blur].flatMap({ $0.split(separator: " ").first }).flatMap({ Double($0) }),
            radius.isFinite, radius > 0
        {
            filters.append("blur(\(StyleAttributes.number(min(radius, 1000)))px)")
        }
        // SwiftUI adds `amount` to each component; CSS multiplies: 1 + amount is the nearest match.
        if let amount = number(.brightness, in: -1...10) {
            filters.append("brightness(\(StyleAttributes.number(1 + amount)))")
        }
        if let amount = number(.contrast, in: 0...100) {
            filters.append("contrast(\(StyleAttributes.number(amount)))")
        }
        if let amount = number(.saturation, in: 0...100) {
            filters.append("saturate(\(StyleAttributes.number(amount)))")
        }
        if let amount = number(.grayscale, in: 0...1) {
            filters.append("grayscale(\(StyleAttributes.number(amount)))")
        }
        if let degrees = number(.hueRotation, in: -100_000...100_000) {
            filters.append("hue-rotate(\(StyleAttributes.number(degrees))deg)")
        }
        if attributes[.colorInvert] == "true" { filters.append("invert(1)") }
        if let shadow = attributes[.shadow].flatMap(StyleAttributes.dropShadow) { filters.append(shadow) }
        if !filters.isEmpty { add("filter", filters.joined(separator: " ")) }
        if let multiply = attributes[.colorMultiply].flatMap(StyleAttributes.color) { add("--sw-multiply", multiply) }
        if let mode = attributes[.blendMode].flatMap({ StyleAttributes.blendModes[$0] }) {
            add("mix-blend-mode", mode)
        }
        if attributes[.compositingGroup] == "true" { add("isolation", "isolate") }
        if attributes[.clipped] == "true" { add("overflow", "clip") }
        addTransforms(attributes)
    }

    private mutating func addTransforms(_ attributes: [RenderAttribute: String]) {
        func numbers(_ name: RenderAttribute, _ count: Int) -> [Double]? {
            guard let parts = attributes[name]?.split(separator: " "), parts.count == count else { return nil }
            let values = parts.compactMap { Double(String($0)) }
            guard values.count == count, values.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }) else { return nil }
            return values
        }
        var origin: (Double, Double)?
        if let rotation = numbers(.rotationEffect, 3) {
            add("rotate", "\(StyleAttributes.number(rotation[0]))deg")
            origin = (rotation[1], rotation[2])
        }
        if let scale = numbers(.scaleEffect, 4) {
            add("scale", "\(StyleAttributes.number(scale[0])) \(StyleAttributes.number(scale[1]))")
            origin = origin ?? (scale[2], scale[3])
        }
        // degrees x y z anchorX anchorY anchorZ perspective
        if let turn = numbers(.rotation3DEffect, 8), turn[1] != 0 || turn[2] != 0 || turn[3] != 0 {
            let axis = turn[1...3].map(StyleAttributes.number).joined(separator: ", ")
            // SwiftUI's perspective 1 is a strong but natural depth; CSS needs a distance.
            let perspective = turn[7] > 0 ? "perspective(\(StyleAttributes.number(500 / turn[7]))px) " : ""
            add("transform", "\(perspective)rotate3d(\(axis), \(StyleAttributes.number(turn[0]))deg)")
            origin = origin ?? (turn[4], turn[5])
        }
        if let (x, y) = origin {
            add("transform-origin", "\(StyleAttributes.number(x * 100))% \(StyleAttributes.number(y * 100))%")
        }
    }

    /// `radius x y paint` → `drop-shadow(Xpx Ypx Rpx C)`; nil when anything is off.
    static func dropShadow(_ value: String) -> String? {
        let parts = value.split(separator: " ", maxSplits: 3).map(String.init)
        guard parts.count == 4, let color = color(parts[3]) else { return nil }
        let numbers = parts[0..<3].compactMap { Double($0) }
        guard numbers.count == 3, numbers.allSatisfy({ $0.isFinite && abs($0) <= 10_000 }), numbers[0] >= 0 else {
            return nil
        }
        return "drop-shadow(\(number(numbers[1]))px \(number(numbers[2]))px \(number(numbers[0]))px \(color))"
    }

    /// A tint's accent colour: the colour, or a gradient's first stop.
    static func accent(_ value: String) -> String? {
        switch Paint.parse(value) {
        case .color(let color)?: return paintCSS(color)
        case let paint?: return paint.stops.first.map { paintCSS($0.color) }
        case nil: return nil
        }
    }

    /// `width paint` → a border drawn inside the frame: an inset `box-shadow` for a colour, a
    /// `border-image` for a gradient.
    static func border(_ value: String) -> [(String, String)] {
        let parts = value.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, let width = Double(parts[0]), width.isFinite, width >= 0, width <= 1000,
            let paint = Paint.parse(parts[1])
        else { return [] }
        if case .color(let color) = paint {
            return [("box-shadow", "inset 0 0 0 \(number(width))px \(paintCSS(color))")]
        }
        return [("border", "\(number(width))px solid transparent"), ("border-image", "\(paintCSS(paint)) 1")]
    }

    /// `BlendMode` names and their CSS `mix-blend-mode`; the Porter-Duff modes CSS lacks are absent.
    static let blendModes: [String: String] = [
        "normal": "normal", "multiply": "multiply", "screen": "screen", "overlay": "overlay", "darken": "darken",
        "lighten": "lighten", "colorDodge": "color-dodge", "colorBurn": "color-burn", "softLight": "soft-light",
        "hardLight": "hard-light", "difference": "difference", "exclusion": "exclusion", "hue": "hue",
        "saturation": "saturation", "color": "color", "luminosity": "luminosity", "plusLighter": "plus-lighter",
    ]
}
