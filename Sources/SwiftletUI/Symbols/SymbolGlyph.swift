import Foundation

/// A base symbol on the 24 × 24 grid, before its variants (`.fill`, `.circle`, `.square`, `.slash`)
/// are composed from it.
struct SymbolGlyph: Sendable {
    /// How a part changes between the outlined and the filled variant.
    enum Role: Sendable {
        /// Stroked in both variants.
        case line
        /// A closed outline: stroked, or filled in the `.fill` variant.
        case shape
        /// Stroked, or cut out (knockout) of the filled shape around it in the `.fill` variant.
        case inner
        /// A closed part stroked, or filled as a knockout in the `.fill` variant.
        case hole
        /// Always filled (dots, small solid parts).
        case dot
    }

    struct Part: Sendable {
        var geometry: SymbolShape.Geometry
        var role: Role
        var layer: SymbolShape.Layer = .primary
        var multicolor: String?
        var lineWidth: Double = 2
    }

    var parts: [Part]
    /// Whether `name.circle` / `name.square` (and their `.fill`) exist.
    var containable: Bool
    /// Whether `name.slash` exists.
    var slashable: Bool

    /// Whether the glyph has a `.fill` variant of its own (it has a closed outline).
    var hasFill: Bool { parts.contains { $0.role == .shape || $0.role == .hole } }

    /// The outlined drawing (`name`).
    func outline(scale: Double = 1, layerMap: (SymbolShape.Layer) -> SymbolShape.Layer = { $0 }) -> [SymbolShape] {
        parts.map { part in
            let filled = part.role == .dot || Self.isText(part.geometry)
            return SymbolShape(
                part.geometry, filled: filled, layer: layerMap(part.layer), lineWidth: part.lineWidth / scale,
                multicolor: part.multicolor)
        }
    }

    /// The filled drawing (`name.fill`); the outline for a glyph without closed parts.
    func filled(scale: Double = 1, layerMap: (SymbolShape.Layer) -> SymbolShape.Layer = { $0 }) -> [SymbolShape] {
        var shapes: [SymbolShape] = []
        for part in parts {
            let width = part.lineWidth / scale
            let layer = layerMap(part.layer)
            switch part.role {
            case .shape:
                shapes.append(SymbolShape(part.geometry, filled: true, layer: layer, multicolor: part.multicolor))
                shapes.append(
                    SymbolShape(
                        part.geometry, filled: false, layer: layer, lineWidth: width, multicolor: part.multicolor))
            case .line:
                shapes.append(
                    SymbolShape(
                        part.geometry, filled: false, layer: layer, lineWidth: width, multicolor: part.multicolor))
            case .inner:
                shapes.append(SymbolShape(part.geometry, filled: false, layer: layerMap(.knockout), lineWidth: width))
            case .hole:
                shapes.append(SymbolShape(part.geometry, filled: true, layer: layerMap(.knockout)))
            case .dot:
                shapes.append(SymbolShape(part.geometry, filled: true, layer: layer, multicolor: part.multicolor))
            }
        }
        return shapes
    }

    private static func isText(_ geometry: SymbolShape.Geometry) -> Bool {
        if case .text = geometry { return true }
        return false
    }
}

// MARK: - Building glyphs

extension SymbolGlyph {
    static func line(_ d: String, _ layer: SymbolShape.Layer = .primary, color: String? = nil, width: Double = 2)
        -> Part
    {
        Part(geometry: .path(d), role: .line, layer: layer, multicolor: color, lineWidth: width)
    }
    static func shape(_ d: String, _ layer: SymbolShape.Layer = .primary, color: String? = nil) -> Part {
        Part(geometry: .path(d), role: .shape, layer: layer, multicolor: color)
    }
    static func shape(_ geometry: SymbolShape.Geometry, _ layer: SymbolShape.Layer = .primary, color: String? = nil)
        -> Part
    {
        Part(geometry: geometry, role: .shape, layer: layer, multicolor: color)
    }
    static func inner(_ d: String) -> Part { Part(geometry: .path(d), role: .inner) }
    static func hole(_ geometry: SymbolShape.Geometry) -> Part { Part(geometry: geometry, role: .hole) }
    static func dot(
        _ x: Double, _ y: Double, _ r: Double = 1.3, _ layer: SymbolShape.Layer = .primary, color: String? = nil
    )
        -> Part
    {
        Part(geometry: .circle(x: x, y: y, r: r), role: .dot, layer: layer, multicolor: color)
    }
    static func circle(_ x: Double, _ y: Double, _ r: Double) -> SymbolShape.Geometry { .circle(x: x, y: y, r: r) }
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double = 2) -> SymbolShape.Geometry {
        .rect(x: x, y: y, width: w, height: h, radius: r)
    }

    /// A regular star (or seal) outline: `points` tips between radii `outer` and `inner`.
    static func starPath(points: Int, outer: Double, inner: Double, cx: Double = 12, cy: Double = 12.5) -> String {
        var d = ""
        for index in 0..<(points * 2) {
            let radius = index.isMultiple(of: 2) ? outer : inner
            let angle = Double(index) * Double.pi / Double(points) - Double.pi / 2
            let x = cx + radius * cos(angle)
            let y = cy + radius * sin(angle)
            d += (index == 0 ? "M" : "L") + number(x) + " " + number(y)
        }
        return d + "Z"
    }

    /// A cog outline with `teeth` teeth.
    static func gearPath(teeth: Int, outer: Double, inner: Double) -> String {
        var d = ""
        let step = 2 * Double.pi / Double(teeth)
        for tooth in 0..<teeth {
            let base = Double(tooth) * step
            let corners: [(Double, Double)] = [
                (base - step * 0.22, inner), (base - step * 0.13, outer), (base + step * 0.13, outer),
                (base + step * 0.22, inner),
            ]
            for (index, corner) in corners.enumerated() {
                let x = 12 + corner.1 * cos(corner.0)
                let y = 12 + corner.1 * sin(corner.0)
                d += (tooth == 0 && index == 0 ? "M" : "L") + number(x) + " " + number(y)
            }
        }
        return d + "Z"
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
