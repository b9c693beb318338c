/// The symbols `Image(systemName:)` can draw: every name and its drawing.
///
/// Built from `SymbolGlyphs`: each base glyph gives its own name, its `.fill` variant when it has a
/// closed outline, `.slash` (and `.slash.fill`) where SF Symbols has one, and `.circle`,
/// `.circle.fill`, `.square`, `.square.fill` where it can sit in a container. Numbers 0–50 and the
/// letters a–z exist in containers only (`7.circle`, `b.square.fill`). The drawings are the project's
/// own, under its licence.
@_spi(SwiftletHost) public enum SymbolCatalog {
    /// The drawing of `name`, or nil for a name the catalog does not have.
    public static func drawing(named name: String) -> SymbolDrawing? { drawings[name] }

    /// Whether the catalog has `name`.
    public static func contains(_ name: String) -> Bool { drawings[name] != nil }

    /// Every name, sorted.
    public static let names: [String] = drawings.keys.sorted()

    /// The scale of a glyph inside a container.
    static let containedScale = 0.58

    private static let drawings: [String: SymbolDrawing] = {
        var table: [String: SymbolDrawing] = [:]
        for (name, glyph) in SymbolGlyphs.all {
            let bare = !SymbolGlyphs.isContainerOnly(name)
            if bare {
                table[name] = SymbolDrawing(glyph.outline())
                if glyph.hasFill { table[name + ".fill"] = SymbolDrawing(glyph.filled()) }
            }
            if glyph.slashable {
                let slash = SymbolShape(.path("M3.5 3l17 17.5"), filled: false)
                table[name + ".slash"] = SymbolDrawing(glyph.outline() + [slash])
                if glyph.hasFill { table[name + ".slash.fill"] = SymbolDrawing(glyph.filled() + [slash]) }
            }
            if glyph.containable {
                let containers: [(String, SymbolShape.Geometry)] = [
                    ("circle", .circle(x: 12, y: 12, r: 10)),
                    ("square", .rect(x: 2.5, y: 2.5, width: 19, height: 19, radius: 4.5)),
                ]
                for (container, geometry) in containers {
                    let scale = containedScale
                    let inner = glyph.outline(scale: scale).map { scaled($0, by: scale) }
                    table["\(name).\(container)"] = SymbolDrawing([SymbolShape(geometry, filled: false)] + inner)
                    // Filled: the container in the secondary layer, the glyph cut out of it.
                    let knockout: (SymbolShape.Layer) -> SymbolShape.Layer = {
                        $0 == .knockout ? .secondary : .knockout
                    }
                    let glyphShapes =
                        glyph.hasFill
                        ? glyph.filled(scale: scale, layerMap: knockout)
                        : glyph.outline(scale: scale, layerMap: knockout)
                    table["\(name).\(container).fill"] = SymbolDrawing(
                        [SymbolShape(geometry, filled: true, layer: .secondary)]
                            + glyphShapes.map { scaled($0, by: scale) })
                }
            }
        }
        return table
    }()

    private static func scaled(_ shape: SymbolShape, by scale: Double) -> SymbolShape {
        var shape = shape
        shape.scale = scale
        shape.multicolor = nil
        return shape
    }
}
