/// One drawn part of a symbol, on a 24 × 24 grid: its geometry, whether it is filled or stroked, and
/// the layer it belongs to (what `.symbolRenderingMode(_:)` colours differently).
///
/// The drawings are the project's own (simple geometric paths written for Swiftlet, under the
/// project's licence); they are not Apple's SF Symbols artwork, only recognisable stand-ins with the
/// same names.
@_spi(SwiftletHost) public struct SymbolShape: Sendable, Hashable {
    /// What is drawn.
    public enum Geometry: Sendable, Hashable {
        /// SVG path data.
        case path(String)
        /// A circle: centre and radius.
        case circle(x: Double, y: Double, r: Double)
        /// A rectangle with rounded corners.
        case rect(x: Double, y: Double, width: Double, height: Double, radius: Double)
        /// A few characters (numbers and letters in containers), centred on x.
        case text(String, x: Double, y: Double, size: Double)
    }

    /// The layer a part belongs to.
    public enum Layer: String, Sendable, Hashable {
        /// The main layer: the foreground colour.
        case primary
        /// A secondary layer: reduced opacity when hierarchical, the second colour in a palette.
        case secondary
        /// A part cut out of a filled container: white (the background) in monochrome, the primary
        /// colour when hierarchical or in a palette, as SF Symbols' filled containers are.
        case knockout
    }

    public var geometry: Geometry
    /// Filled (true) or stroked.
    public var filled: Bool
    public var layer: Layer
    /// The stroke width (2 on the grid unless set).
    public var lineWidth: Double
    /// The colour of this part in `.multicolor` mode (`red`, `orange`, `yellow`, `green`, `blue`,
    /// `gray`), nil: the foreground.
    public var multicolor: String?
    /// A scale about the grid's centre (12, 12): glyphs inside containers are drawn smaller.
    public var scale: Double

    init(
        _ geometry: Geometry, filled: Bool, layer: Layer = .primary, lineWidth: Double = 2,
        multicolor: String? = nil, scale: Double = 1
    ) {
        self.geometry = geometry
        self.filled = filled
        self.layer = layer
        self.lineWidth = lineWidth
        self.multicolor = multicolor
        self.scale = scale
    }
}

/// A symbol's drawing: its parts, painted in order.
@_spi(SwiftletHost) public struct SymbolDrawing: Sendable, Hashable {
    /// The parts in painting order.
    public var shapes: [SymbolShape]

    init(_ shapes: [SymbolShape]) { self.shapes = shapes }
}
