/// Arranges its children vertically. Renders `.vstack` with attributes `alignment` and `spacing`.
/// Every child is materialised (use ``LazyVStack`` for long lists).
public struct VStack<Content: View>: View, ElementView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .vstack, attributes: stackAttributes(alignment.rawValue, spacing), children: flattened(content))
    }
}

/// Arranges its children horizontally. Renders `.hstack` with attributes `alignment` and `spacing`.
public struct HStack<Content: View>: View, ElementView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .hstack, attributes: stackAttributes(alignment.rawValue, spacing), children: flattened(content))
    }
}

/// Overlays its children, first at the back. Renders `.zstack` with attribute `alignment`.
public struct ZStack<Content: View>: View, ElementView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .zstack, attributes: ["alignment": alignment.name], children: flattened(content))
    }
}

@MainActor
func stackAttributes(_ alignment: String, _ spacing: Double?) -> [String: String] {
    // Apps use few combinations: the last ones made are kept, so a stack in every row of a long list
    // shares one dictionary instead of building and formatting its own.
    for known in StackAttributes.recent where known.alignment == alignment && known.spacing == spacing {
        return known.attributes
    }
    var attributes = ["alignment": alignment]
    if let spacing { attributes["spacing"] = attributeNumber(spacing) }
    if StackAttributes.recent.count == 8 { StackAttributes.recent.removeFirst() }
    StackAttributes.recent.append((alignment, spacing, attributes))
    return attributes
}

@MainActor
private enum StackAttributes {
    static var recent: [(alignment: String, spacing: Double?, attributes: [String: String])] = []
}

/// The axes a scroll view scrolls along.
public enum Axis: String, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Scrollable content. Renders `.scrollView` with attribute `axis` (`vertical`, `horizontal`, `both`).
public struct ScrollView<Content: View>: View, ElementView {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let axis = axes == [.horizontal, .vertical] ? "both" : axes.contains(.horizontal) ? "horizontal" : "vertical"
        var attributes = ["axis": axis]
        if !showsIndicators { attributes["showsIndicators"] = "false" }
        return ElementDescription(kind: .scrollView, attributes: attributes, children: flattened(content))
    }
}
