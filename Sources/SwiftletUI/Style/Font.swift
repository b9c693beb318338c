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

/// A colour, carried to hosts as its paint (`name`): `red`, `secondary`, `#rrggbbaa`, … (see
/// docs/engine.md, "Paints"). Initialisers and `opacity(_:)` are in Color+Components.swift.
public struct Color: Sendable, Hashable, View, ElementView {
    /// The attribute value.
    public let name: String

    nonisolated init(_ name: String) { self.name = name }

    public nonisolated static let primary = Color("primary")
    public nonisolated static let secondary = Color("secondary")
    public nonisolated static let accentColor = Color("accent")
    public nonisolated static let black = Color("black")
    public nonisolated static let white = Color("white")
    public nonisolated static let gray = Color("gray")
    public nonisolated static let red = Color("red")
    public nonisolated static let orange = Color("orange")
    public nonisolated static let yellow = Color("yellow")
    public nonisolated static let green = Color("green")
    public nonisolated static let blue = Color("blue")
    public nonisolated static let purple = Color("purple")
    public nonisolated static let pink = Color("pink")
    public nonisolated static let clear = Color("clear")

    public var body: Never { primitiveBody() }

    /// A colour used as a view renders an `.image` node with attribute `fill`.
    func describe(in node: ElementNode) -> ElementDescription {
        fillDescription(name)
    }
}

/// Horizontal alignment of a `VStack`'s children.
public enum HorizontalAlignment: String, Sendable {
    case leading, center, trailing
}

/// Vertical alignment of an `HStack`'s children.
public enum VerticalAlignment: String, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// Two-dimensional alignment (`ZStack`, `frame`).
public struct Alignment: Sendable, Hashable {
    /// The attribute value, e.g. `topLeading`.
    public let name: String

    public static let center = Alignment(name: "center")
    public static let leading = Alignment(name: "leading")
    public static let trailing = Alignment(name: "trailing")
    public static let top = Alignment(name: "top")
    public static let bottom = Alignment(name: "bottom")
    public static let topLeading = Alignment(name: "topLeading")
    public static let topTrailing = Alignment(name: "topTrailing")
    public static let bottomLeading = Alignment(name: "bottomLeading")
    public static let bottomTrailing = Alignment(name: "bottomTrailing")
}
