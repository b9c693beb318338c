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
