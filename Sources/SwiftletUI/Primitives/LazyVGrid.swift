/// How wide a column of a ``LazyVGrid`` is. Only flexible columns exist: the grid's width is shared
/// equally among them (`minimum`/`maximum` are carried to hosts as hints).
public struct GridItem: Sendable, Equatable {
    /// The sizing rule of a column.
    public enum Size: Sendable, Equatable {
        /// Shares the available width with the other flexible columns.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
    }

    public var size: Size
    public var spacing: Double?

    /// A column sized by `size`, `spacing` points from the next one.
    public init(_ size: Size = .flexible(), spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }
}

/// A vertically scrolling grid that materialises only the visible cells, like ``LazyVStack``.
///
/// Renders `.lazyVGrid` with attribute `columns` (the number of columns) plus the lazy-container
/// attributes (`lazy`, `rowCount`, `firstRow`, in cells); each cell is a `.row` node with `index`. The
/// visible window is counted in cells and the overscan is one grid line (`columns` cells).
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
    var lazyAttributes: [String: String] {
        var attributes = stackAttributes(alignment.rawValue, spacing)
        attributes["columns"] = String(max(columns.count, 1))
        return attributes
    }
    var lazyContent: any View { content }
    var lazyOverscan: Int { max(columns.count, 1) }
}
