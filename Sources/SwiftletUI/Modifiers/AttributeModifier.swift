/// A modifier that only sets attributes on its content's rendered node. Most set one attribute,
/// kept as a pair: no dictionary is built for it when a body runs or a node mounts.
@usableFromInline struct AttributeModifier: BuiltinModifier, Equatable {
    private enum Storage: Equatable {
        case one(name: RenderAttribute, value: String)
        case many([RenderAttribute: String])
    }

    private let storage: Storage

    init(_ name: RenderAttribute, _ value: String) { storage = .one(name: name, value: value) }

    init(attributes: [RenderAttribute: String]) { storage = .many(attributes) }

    var attributes: [RenderAttribute: String] {
        switch storage {
        case .one(let name, let value): [name: value]
        case .many(let attributes): attributes
        }
    }

    func addAttributes(to attributes: inout [RenderAttribute: String]) {
        switch storage {
        case .one(let name, let value): attributes[name] = value
        case .many(let more): for (name, value) in more { attributes[name] = value }
        }
    }

    func hasSameAttributes(as other: any BuiltinModifier) -> Bool {
        guard let other = other as? AttributeModifier else { return attributes == other.attributes }
        return storage == other.storage
    }
}

/// Formats numbers for attributes: integers without a fraction, others with up to 3 decimals.
@usableFromInline func attributeNumber(_ value: Double) -> String {
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.3f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }  // 0.9999 rounds to "1.000": "1", not "1."
    return text
}

/// The `padding` attribute: "top right bottom left", 16 points where no length is given.
@usableFromInline func paddingValue(_ edges: Edge.Set, _ length: Double?) -> String {
    let value = attributeNumber(length ?? 16)
    return [Edge.Set.top, .trailing, .bottom, .leading].map { edges.contains($0) ? value : "0" }.joined(separator: " ")
}

/// An edge of a rectangle: padding, transitions (`.move(edge:)`), insets.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

extension View {
    /// Padding on `edges` (default: all, 16 points). Attribute `padding`: "top right bottom left".
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.padding(paddingValue(edges, length)))
    }

    /// Padding of `length` on all edges.
    @inlinable public func padding(_ length: Double) -> some View { padding(.all, length) }

    /// Transparency from 0 (invisible, still taking space) to 1. Attribute `opacity`.
    @inlinable
    public func opacity(_ opacity: Double) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.opacity(attributeNumber(opacity)))
    }

    /// The font of text inside. Attribute `font` (see ``Font``).
    @inlinable
    public func font(_ font: Font?) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.font(font?.name ?? "body"))
    }

    /// Bold text inside. Attribute `bold` = `true`.
    @inlinable
    public func bold(_ isActive: Bool = true) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.bold(isActive ? "true" : "false"))
    }

    /// The foreground style: a colour, a hierarchical level (`.secondary`), `.tint`, or any other
    /// ``ShapeStyle``. Attribute `foreground`: the style's paint.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier(.foreground, paintValue(of: style)))
    }

    /// The primary and secondary foreground styles (hierarchical symbols and `.secondary` content
    /// below use the second). Attributes `foreground` and `foreground2`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        builtin(
            AttributeModifier(attributes: [
                .foreground: paintValue(of: primary), .foreground2: paintValue(of: secondary),
            ]))
    }

    /// The primary, secondary and tertiary foreground styles. Attributes `foreground`,
    /// `foreground2` and `foreground3`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        builtin(
            AttributeModifier(attributes: [
                .foreground: paintValue(of: primary), .foreground2: paintValue(of: secondary),
                .foreground3: paintValue(of: tertiary),
            ]))
    }

    /// Same as `foregroundStyle(_:)`.
    @inlinable
    public func foregroundColor(_ color: Color?) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.foreground(color?.name ?? "primary"))
    }

    /// Paints the view's background with `style` (a colour, gradient, material, …). Attribute
    /// `background`: the style's paint. The web host has no safe area to extend into, so
    /// `ignoresSafeAreaEdges` has no effect there.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier(.background, paintValue(of: style)))
    }

    /// The title shown by the enclosing navigation stack. Attribute `navigationTitle`.
    @inlinable
    public func navigationTitle(_ title: String) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.navigationTitle(title))
    }

    /// Text alignment for multi-line text. Attribute `textAlignment`.
    @inlinable
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.textAlignment(alignment.rawValue))
    }

    /// Lets hosts scale images to fill their frame. Attribute `contentMode` = `fill`.
    @inlinable
    public func scaledToFill() -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.contentMode("fill"))
    }

    /// Lets hosts scale images to fit their frame. Attribute `contentMode` = `fit`.
    @inlinable
    public func scaledToFit() -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.contentMode("fit"))
    }

    /// An accessibility identifier hosts may use as a DOM id or test hook. Attribute `identifier`.
    @inlinable
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.identifier(identifier))
    }
}

/// Alignment of lines in multi-line text.
public enum TextAlignment: String, Sendable {
    case leading, center, trailing
}
