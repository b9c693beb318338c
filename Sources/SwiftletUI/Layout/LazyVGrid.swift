/// How wide a column of a ``LazyVGrid`` is, as in SwiftUI: a fixed width, a flexible share of the
/// grid's width, or an adaptive item that fits as many columns as the width allows.
///
/// On the web a grid whose items are all `.flexible()` with the default bounds renders as before
/// (`repeat(N, minmax(0, 1fr))` chosen by `data-columns`); any other mix is sent as attribute
/// `gridColumns` (numbers only, e.g. `fixed:40 flexible:10:inf adaptive:80:inf`), which the DOM
/// mapping turns into an inline `grid-template-columns` (`40px minmax(10px, 1fr)
/// repeat(auto-fill, minmax(80px, 1fr))`). How many columns an adaptive item makes is decided by
/// the browser from the grid's width.
public struct GridItem: Sendable, Equatable {
    /// The sizing rule of a column.
    public enum Size: Sendable, Equatable {
        /// One column exactly `size` points wide (CSS `Npx`).
        case fixed(Double)
        /// Shares the available width with the other flexible columns, never narrower than `minimum`
        /// nor wider than `maximum` (CSS `minmax(minimum, 1fr)` or `minmax(minimum, maximum)`).
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns as fit, each at least `minimum` wide (CSS
        /// `repeat(auto-fill, minmax(minimum, 1fr))`; a finite `maximum` caps each column).
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// The column's sizing rule.
    public var size: Size
    /// The space after this column; nil uses the grid's default spacing.
    public var spacing: Double?
    /// How a cell is aligned inside its column (carried for source compatibility; cells are centred).
    public var alignment: Alignment?

    /// A column sized by `size`, `spacing` points from the next one.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

// Grids and frames
extension GridItem.Size {
    /// The `gridColumns` token for this size: `fixed:N`, `flexible:MIN:MAX` or `adaptive:MIN:MAX`.
    var token: String {
        switch self {
        case .fixed(let size): "fixed:\(attributeNumber(size))"
        case .flexible(let minimum, let maximum): "flexible:\(attributeNumber(minimum)):\(attributeNumber(maximum))"
        case .adaptive(let minimum, let maximum): "adaptive:\(attributeNumber(minimum)):\(attributeNumber(maximum))"
        }
    }

    var isAdaptive: Bool {
        if case .adaptive = self { return true }
        return false
    }
}

/// The `gridColumns` attribute for `columns`, or nil when every column is a default `.flexible()`
/// (those grids keep the plain `data-columns` layout).
func gridColumnsAttribute(_ columns: [GridItem]) -> String? {
    if columns.allSatisfy({ $0.size == .flexible() }) { return nil }
    return columns.map(\.size.token).joined(separator: " ")
}

/// A vertically scrolling grid that materialises only the visible cells, like ``LazyVStack``.
///
/// Renders `.lazyVGrid` with attribute `columns` (the number of grid items), `gridColumns` when the
/// items are not all default flexible columns (see ``GridItem``), plus the lazy-container attributes
/// (`lazy`, `rowCount`, `firstRow`, in cells); each cell is a `.row` node with `index`. The visible
/// window is counted in cells and the overscan is one grid line (`columns` cells; an adaptive item
/// is assumed to make four columns, since the browser decides how many fit).
public struct LazyVGrid<Content: View>: View, LazyContainer {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A grid with one column per entry of `columns`, filled row by row with `content`'s cells.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    var lazyKind: RenderKind { .lazyVGrid }
    var lazyAttributes: [RenderAttribute: String] {
        var attributes = stackAttributes(alignment.rawValue, spacing)
        attributes[.columns] = String(max(columns.count, 1))
        // Grids and frames
        if let template = gridColumnsAttribute(columns) { attributes[.gridColumns] = template }
        return attributes
    }
    var lazyContent: any View { content }
    var lazyOverscan: Int {
        max(columns.reduce(0) { $0 + ($1.size.isAdaptive ? Self.assumedAdaptiveColumns : 1) }, 1)
    }

    /// How many columns the overscan assumes an adaptive item makes.
    static var assumedAdaptiveColumns: Int { 4 }
}
