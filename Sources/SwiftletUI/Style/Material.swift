/// A translucent material: a background that blurs what lies behind it, lighter or darker with
/// the colour scheme. Paint `material(ultraThin|thin|regular|thick|ultraThick|bar)`; the web host
/// draws it with `backdrop-filter: blur()`.
public struct Material: ShapeStyle, PaintDescribing, Hashable, Sendable {
    let thickness: String

    var paint: String { "material(\(thickness))" }

    /// The most translucent material.
    public static let ultraThin = Material(thickness: "ultraThin")
    /// A more translucent material.
    public static let thin = Material(thickness: "thin")
    /// The standard material.
    public static let regular = Material(thickness: "regular")
    /// A less translucent material.
    public static let thick = Material(thickness: "thick")
    /// The least translucent material.
    public static let ultraThick = Material(thickness: "ultraThick")
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(thickness: "bar")
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A more translucent material.
    public static var thinMaterial: Material { .thin }
    /// The standard material.
    public static var regularMaterial: Material { .regular }
    /// A less translucent material.
    public static var thickMaterial: Material { .thick }
    /// The least translucent material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
