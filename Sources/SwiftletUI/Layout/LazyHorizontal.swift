import Foundation

/// The parts of a lazy stack or grid that stay in view while its scroll view scrolls (section headers,
/// footers). Carried for source compatibility: nothing is pinned on the web.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public nonisolated init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A horizontal stack meant for a horizontal ``ScrollView``. Renders `.hstack` with attributes
/// `alignment`, `spacing` and `lazy` = `true`. Every child is materialised (there is no horizontal
/// windowing): fine for tens or hundreds of cells, not for ten thousand.
public struct LazyHStack<Content: View>: View, ElementView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A row of `content`'s views, `spacing` points apart (8 when nil).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes = stackAttributes(alignment.rawValue, spacing)
        attributes["lazy"] = "true"
        return ElementDescription(kind: .hstack, attributes: attributes, children: flattened(content))
    }
}

/// A grid that grows horizontally, filled column by column, with one row per ``GridItem`` (fixed,
/// flexible or adaptive heights). Renders `.lazyHGrid` with attributes `gridRows` (one token per
/// item as for `LazyVGrid`'s `gridColumns`: `fixed:40`, `flexible:MIN:MAX`, `adaptive:MIN:MAX`),
/// `rows` (their number), `alignment` and `spacing` (between columns). Every cell is materialised
/// (no horizontal windowing).
public struct LazyHGrid<Content: View>: View, ElementView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A grid with one row per entry of `rows`, filled column by column with `content`'s cells.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes = stackAttributes(alignment.rawValue, spacing)
        attributes["rows"] = String(max(rows.count, 1))
        if !rows.isEmpty { attributes["gridRows"] = rows.map(\.size.token).joined(separator: " ") }
        return ElementDescription(kind: .lazyHGrid, attributes: attributes, children: flattened(content))
    }
}

/// Shows the first of its views that fits the space offered along `axes`, as SwiftUI's
/// `ViewThatFits`. Renders `.viewThatFits` with attribute `axes` (`horizontal`, `vertical`, `both`)
/// and every candidate as a child, in order. The browser measures the candidates and shows the first
/// one whose size fits its container (the last one when none does), again whenever the window
/// resizes; the choice stays in the browser. The headless host shows the first.
public struct ViewThatFits<Content: View>: View, ElementView {
    let axes: Axis.Set
    let content: Content

    /// The candidates `content` builds, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        let value = horizontal && vertical ? "both" : vertical ? "vertical" : "horizontal"
        return ElementDescription(kind: .viewThatFits, attributes: ["axes": value], children: flattened(content))
    }
}
