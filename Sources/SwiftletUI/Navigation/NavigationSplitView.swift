/// Two or three columns side by side: a sidebar, an optional content column and a detail column,
/// as in SwiftUI. Renders an `.hstack` with attributes `navigationSplitView` = `true` and `columns`
/// (`2` or `3`) whose children are `.group`s with attribute `splitColumn` = `sidebar`, `content`,
/// `detail`. The detail column is a ``NavigationStack`` of its own, so links in it push there. The
/// sidebar's usual shape works as in SwiftUI: `NavigationLink(value:)` rows of a
/// `List(selection:)` select, and the detail shows what the selection names.
/// Hosts lay the columns out side by side on wide screens and stack them on narrow ones.
///
/// `columnVisibility` and `preferredCompactColumn` are accepted; every column is always shown.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, ElementView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    /// Three columns.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Three columns; `columnVisibility` is accepted and has no effect.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var columns: [any View] = [SplitColumn(name: "sidebar", content: sidebar)]
        if let content { columns.append(SplitColumn(name: "content", content: content)) }
        columns.append(SplitColumn(name: "detail", content: NavigationStack { detail }))
        return ElementDescription(
            kind: .hstack,
            attributes: ["navigationSplitView": "true", "columns": String(columns.count), "alignment": "top"],
            children: columns)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    /// Two columns; `columnVisibility` is accepted and has no effect.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// One column of a ``NavigationSplitView``: a `.group` with attribute `splitColumn`.
struct SplitColumn<Content: View>: View, ElementView {
    let name: String
    let content: Content
    var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .group, attributes: ["splitColumn": name],
            children: [content.environment(\.inSplitViewSidebar, name != "detail")])
    }
}

struct InSplitViewSidebarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether views are in a split view's sidebar or content column, where a value link in a
    /// `List(selection:)` selects instead of pushing.
    var inSplitViewSidebar: Bool {
        get { self[InSplitViewSidebarKey.self] }
        set { self[InSplitViewSidebarKey.self] = newValue }
    }
}

/// Which columns of a ``NavigationSplitView`` are visible. Accepted for source compatibility: the
/// browser shows every column.
public enum NavigationSplitViewVisibility: Sendable, Hashable {
    case automatic, all, doubleColumn, detailOnly
}

/// How a ``NavigationSplitView`` sizes its columns. Accepted for source compatibility.
public struct NavigationSplitViewStyleConfiguration {}

extension View {
    /// The width of a split view's column. Accepted for source compatibility; has no effect.
    public func navigationSplitViewColumnWidth(_ width: Double) -> some View { self }

    /// The width range of a split view's column. Accepted for source compatibility; has no effect.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View {
        self
    }
}
