/// A font, carried to hosts by name in the `font` attribute: `largeTitle`, `title`, `title2`,
/// `title3`, `headline`, `subheadline`, `body`, `callout`, `footnote`, `caption`, `caption2`,
/// `system:<size>`, with `-bold` / `-monospaced` suffixes.
public struct Font: Sendable, Hashable {
    /// The attribute value.
    public let name: String

    init(_ name: String) { self.name = name }

    public static let largeTitle = Font("largeTitle")
    public static let title = Font("title")
    public static let title2 = Font("title2")
    public static let title3 = Font("title3")
    public static let headline = Font("headline")
    public static let subheadline = Font("subheadline")
    public static let body = Font("body")
    public static let callout = Font("callout")
    public static let footnote = Font("footnote")
    public static let caption = Font("caption")
    public static let caption2 = Font("caption2")

    /// A system font of `size` points.
    public static func system(size: Double) -> Font { Font("system:\(attributeNumber(size))") }

    /// The bold variant.
    public func bold() -> Font { Font(name + "-bold") }

    /// The monospaced variant.
    public func monospaced() -> Font { Font(name + "-monospaced") }
}
