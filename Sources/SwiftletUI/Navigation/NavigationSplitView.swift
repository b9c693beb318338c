/// Two or three columns side by side: a sidebar, an optional content column and a detail column,
/// as in SwiftUI. Renders an `.hstack` with attributes `navigationSplitView` = `true` and `columns`
/// (`2` or `3`) whose children are `.group`s with attribute `splitColumn` = `sidebar`, `content`,
/// `detail`. The detail column is a ``NavigationStack`` of its own, so links in it push there. The
/// sidebar's usual shapes work as in SwiftUI: `NavigationLink(value:)` rows of a
/// `List(selection:)` select, and the detail shows what the selection names; other value links in
/// the sidebar show their value in the detail column (replacing its path), by the sidebar's
/// `.navigationDestination(for:)`, and `NavigationLink(destination:)` shows its view there
/// (replacing the detail column's screens).
/// Hosts lay the columns out side by side on wide screens and stack them on narrow ones.
///
/// `columnVisibility` and `preferredCompactColumn` are accepted; every column is always shown.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    /// Connects the sidebar's links and destinations to the detail column's stack.
    @State private var link = SplitDetailLink()

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

    public var body: some View {
        SplitViewColumns(sidebar: sidebar, content: content, detail: detail, link: link)
    }
}

/// The element of a ``NavigationSplitView``: its columns side by side.
struct SplitViewColumns<Sidebar: View, Content: View, Detail: View>: View, ElementView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let link: SplitDetailLink

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let push = link.sidebarPush
        var columns: [any View] = [
            SplitColumn(name: "sidebar", content: sidebar.environment(\.navigationPush, push))
        ]
        if let content {
            columns.append(SplitColumn(name: "content", content: content.environment(\.navigationPush, push)))
        }
        var stack = NavigationStack { detail }
        stack.splitLink = link
        columns.append(SplitColumn(name: "detail", content: stack))
        return ElementDescription(
            kind: .hstack,
            attributes: [.navigationSplitView: "true", .columns: String(columns.count), .alignment: "top"],
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
            kind: .group, attributes: [.splitColumn: name],
            children: [content.environment(\.inSplitViewSidebar, name != "detail")])
    }
}

/// What a split view's sidebar and content columns reach of its detail column: value links there
/// replace the detail stack's path with their value (as a sidebar selection does in SwiftUI),
/// destination links replace its screens with their view, and their `.navigationDestination(for:)`
/// registrations serve the detail stack.
@MainActor
final class SplitDetailLink {
    let destinations = NavigationDestinations()
    /// The detail stack's own actions, set when it mounts.
    var detail: NavigationPushAction?
    /// Replaces the detail stack's path with one value; set when it mounts.
    var showValue: ((AnyHashable) -> Bool)?
    /// Replaces the detail stack's screens with one view; set when it mounts.
    var showView: ((any View) -> Void)?

    /// The navigation actions the sidebar's links use (made once, so the environment stays the same).
    private(set) lazy var sidebarPush = NavigationPushAction(
        push: { [weak self] view in self?.showView?(view) },
        pushValue: { [weak self] value in self?.showValue?(value) ?? false },
        destinations: destinations,
        present: { [weak self] owner, view, onPop in self?.detail?.present(owner, view, onPop) },
        withdraw: { [weak self] owner in self?.detail?.withdraw(owner) },
        isPresenting: { [weak self] owner in self?.detail?.isPresenting(owner) ?? false })
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
