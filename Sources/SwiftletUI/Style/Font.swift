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

/// A colour, carried to hosts by name (`red`, `secondary`, ...) or as `#rrggbb`.
public struct Color: Sendable, Hashable, View, ElementView {
    /// The attribute value.
    public let name: String

    nonisolated init(_ name: String) { self.name = name }

    /// An sRGB colour from components in 0...1.
    public nonisolated init(red: Double, green: Double, blue: Double) {
        func hex(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        name = "#" + hex(red) + hex(green) + hex(blue)
    }

    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let accentColor = Color("accent")
    public static let black = Color("black")
    public static let white = Color("white")
    public static let gray = Color("gray")
    public static let red = Color("red")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let green = Color("green")
    public static let blue = Color("blue")
    public static let purple = Color("purple")
    public static let pink = Color("pink")
    public static let clear = Color("clear")

    public var body: Never { primitiveBody() }

    /// A colour used as a view renders an `.image` node with attribute `fill`.
    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .image, attributes: ["fill": name])
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
