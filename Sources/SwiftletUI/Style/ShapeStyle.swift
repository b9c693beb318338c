/// A colour, gradient, material or hierarchical level that paints a view's foreground or
/// background, or fills and strokes a shape.
///
/// Hosts receive a style as a *paint*: one attribute value (see docs/engine/kinds-and-attributes.md, "Paints"). Every
/// style SwiftletUI declares has one. A `ShapeStyle` an app declares itself (a conformance of its
/// own, rather than a static member returning one of these) paints as `primary`.
public protocol ShapeStyle: Sendable {}

/// A style that knows its paint: the attribute value hosts turn into CSS or SVG paint.
protocol PaintDescribing {
    /// The paint attribute value.
    var paint: String { get }
}

/// The paint attribute value of `style` (`primary` for a style the app declared itself).
func paintValue(of style: some ShapeStyle) -> String {
    (style as? any PaintDescribing)?.paint ?? "primary"
}

extension Color: ShapeStyle, PaintDescribing {
    nonisolated var paint: String { name }
}

/// The levels of the foreground: `.primary` for the main content, `.secondary` … `.quinary` for
/// progressively less prominent content. Paints `primary`, `secondary`, `tertiary`, `quaternary`,
/// `quinary`.
public struct HierarchicalShapeStyle: ShapeStyle, PaintDescribing, Hashable {
    let paint: String

    /// The main content's level.
    public static let primary = HierarchicalShapeStyle(paint: "primary")
    /// Secondary content.
    public static let secondary = HierarchicalShapeStyle(paint: "secondary")
    /// Tertiary content.
    public static let tertiary = HierarchicalShapeStyle(paint: "tertiary")
    /// Quaternary content.
    public static let quaternary = HierarchicalShapeStyle(paint: "quaternary")
    /// Quinary content, the faintest level.
    public static let quinary = HierarchicalShapeStyle(paint: "quinary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The main content's level.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(paint: "primary") }
    /// Secondary content.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(paint: "secondary") }
    /// Tertiary content.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(paint: "tertiary") }
    /// Quaternary content.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(paint: "quaternary") }
    /// Quinary content, the faintest level.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(paint: "quinary") }
}

/// The tint of the view's environment (`.tint(_:)`, else the accent colour). Paints `tint`.
public struct TintShapeStyle: ShapeStyle, PaintDescribing, Hashable {
    var paint: String { "tint" }
    /// The environment's tint.
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint (`.tint(_:)`, else the accent colour).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    /// Black.
    public static var black: Color { Color("black") }
    /// White.
    public static var white: Color { Color("white") }
    /// Gray.
    public static var gray: Color { Color("gray") }
    /// Red.
    public static var red: Color { Color("red") }
    /// Orange.
    public static var orange: Color { Color("orange") }
    /// Yellow.
    public static var yellow: Color { Color("yellow") }
    /// Green.
    public static var green: Color { Color("green") }
    /// Blue.
    public static var blue: Color { Color("blue") }
    /// Purple.
    public static var purple: Color { Color("purple") }
    /// Pink.
    public static var pink: Color { Color("pink") }
    /// No colour at all.
    public static var clear: Color { Color("clear") }
}

/// Any style, its type erased (as in `cond ? AnyShapeStyle(.red) : AnyShapeStyle(.tint)`).
public struct AnyShapeStyle: ShapeStyle, PaintDescribing {
    let paint: String

    /// Erases `style`'s type; it paints exactly as `style` does.
    public init<S: ShapeStyle>(_ style: S) { paint = paintValue(of: style) }
}
