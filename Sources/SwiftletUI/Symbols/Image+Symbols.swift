import Foundation

extension Image {
    /// A symbol renders `.symbol` with attribute `systemName`: the name resolved under the
    /// environment's ``SymbolVariants`` (`heart` under `.fill` is `heart.fill`). A name the
    /// `SymbolCatalog` does not have keeps its name, gets `unknownSymbol` = `true` (hosts show a
    /// labelled placeholder) and is reported once per graph.
    func describeSymbol(in node: ElementNode) -> ElementDescription {
        var attributes = attributes
        let given = attributes[.systemName] ?? ""
        let variants = node.scope.read(\.symbolVariants)
        let name = variants.resolve(given)
        attributes[.systemName] = name
        if !SymbolCatalog.contains(name) {
            attributes[.unknownSymbol] = "true"
            node.graph.reportOnce(
                "symbol:" + name,
                "Image(systemName: \"\(name)\"): no such symbol in Swiftlet's symbol set; a placeholder is shown")
        }
        // `.renderingMode(.original)` draws a symbol in its own colours, as SF Symbols' multicolour.
        if attributes[.renderingMode] == "original", attributes[.symbolRenderingMode] == nil {
            attributes[.symbolRenderingMode] = "multicolor"
        }
        return ElementDescription(kind: .symbol, attributes: attributes)
    }

    /// A system symbol whose variable parts follow `variableValue` (0...1). Swiftlet's drawings have
    /// no variable parts: the symbol is drawn whole.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// An asset image that assistive technology skips (`aria-hidden`, an empty `alt`).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        attributes[.decorative] = "true"
    }

    /// An asset image read by assistive technology as `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        attributes[.label] = label.string
    }

    /// How the image's colours are used: `.template` paints it in the foreground style (its
    /// transparency kept), `.original` keeps its colours (for a symbol: its multicolour).
    public enum TemplateRenderingMode: String, Sendable, Hashable {
        case template, original
    }

    /// The quality of an image scaled up or down.
    public enum Interpolation: String, Sendable, Hashable {
        case none, low, medium, high
    }

    /// How a resizable image fills the space between its cap insets.
    public enum ResizingMode: String, Sendable, Hashable {
        case tile, stretch
    }

    /// Sets how the image's colours are used. Attribute `renderingMode` (`template`, `original`;
    /// nil removes it).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.attributes[.renderingMode] = renderingMode?.rawValue
        return copy
    }

    /// Sets the interpolation used when the image is scaled. Attribute `interpolation`; the web host
    /// draws `.none` pixelated (CSS `image-rendering: pixelated`).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.attributes[.interpolation] = interpolation.rawValue
        return copy
    }

    /// Whether edges are smoothed. Attribute `antialiased` (`true`/`false`); the web host draws a
    /// symbol without it with crisp edges (`shape-rendering: crispEdges`).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.attributes[.antialiased] = isAntialiased ? "true" : "false"
        return copy
    }

    /// Lets the image scale to its frame, keeping the `capInsets` edges unscaled and filling between
    /// them by `resizingMode`. Attributes `resizable` = `true`, `capInsets` ("top right bottom
    /// left" in points, when any is not 0) and `resizingMode` (`tile`; absent for `.stretch`).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.attributes[.resizable] = "true"
        let insets = [capInsets.top, capInsets.trailing, capInsets.bottom, capInsets.leading].map {
            $0.isFinite ? max(Double($0), 0) : 0
        }
        copy.attributes[.capInsets] =
            insets.allSatisfy { $0 == 0 } ? nil : insets.map(attributeNumber).joined(separator: " ")
        copy.attributes[.resizingMode] = resizingMode == .tile ? "tile" : nil
        return copy
    }

    /// Sets the rendering mode of this symbol. Attribute `symbolRenderingMode`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.attributes[.symbolRenderingMode] = mode?.name
        return copy
    }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String

    /// One colour for every layer (the default).
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The foreground colour, its secondary layers at reduced opacity.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Each layer in its own colour of `.foregroundStyle(_:_:)` / `(_:_:_:)`.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours where it has them (a yellow sun, a red badge).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
    /// Sets the rendering mode of the symbols below. Attribute `symbolRenderingMode`
    /// (`monochrome`, `hierarchical`, `palette`, `multicolor`); nil leaves the default.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        builtin(AttributeModifier(attributes: mode.map { [.symbolRenderingMode: $0.name] } ?? [:]))
    }
}
