/// Shows one of several tabs, with a tab bar to switch between them, as SwiftUI's `TabView`.
///
/// Each child of `content` is a tab — each row of a `ForEach` too (tagged by its id unless it has a
/// `.tag`), and the shown branch of an `if` or `switch`; `.tabItem { }` gives its label in the bar and
/// `.tag(_:)` the value that `selection` takes when it is chosen (without tags, tabs are tagged 0, 1,
/// 2, …). When the content changes, tabs are matched by identity, as SwiftUI matches views: a row of
/// a `ForEach` by its id, a tab in an `if` by its branch, the others by their place among the
/// content's children; a tab inserted, removed or moved in the middle leaves the others' state where
/// it was. Every tab stays mounted for as long as the tab view is, so hidden tabs keep their `@State`
/// and `@StateObject`s.
///
/// Lifecycle on a switch, in the tick that applies it: the `.task`s of the tab that is left are
/// cancelled at once, then it runs its `onDisappear` actions (children first), as when a view is
/// removed; then the tab that is shown runs its
/// `onAppear` actions (parents first) and starts its `.task`s again at the end of the tick. A tab that
/// was never selected has run no `onAppear` and started no task. `prepare(perform:)` therefore runs
/// once per tab, on its first appearance.
///
/// Renders `.tabView` (attribute `selection`: the index of the shown tab) whose first child is the
/// `.tabBar` holding one bar button per tab (a `.button` with attributes `tabItem` = `true`,
/// `selected` and `tabPanel`, its tab's node id), followed by the `.tab` nodes (attributes `index`,
/// `selected` = `true`/`false`, `tabButton`, its button's node id), each with the tab's content as
/// its child. A tap on a bar button selects its tab.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose shown tab is `selection` (matched against each tab's `.tag(_:)`).
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        RouteCodecs.register(SelectionValue.self)  // The tag in `?tab=`
        self.selection = selection
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func makeNode(parent: Node) -> Node { TabViewNode(graph: parent.graph, parent: parent, view: self) }
}

extension TabView where SelectionValue == Int {
    /// Tabs that remember the shown tab themselves, starting with the first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// What the tab view's node needs from a `TabView` of any selection type.
@MainActor
protocol TabViewContent {
    /// The tabs, in order.
    var tabViews: [DeclaredTab] { get }
    /// Whether the selection is held by a binding (else the node remembers it).
    var hasSelectionBinding: Bool { get }
    /// The bound selection (a tracked read), if there is a binding.
    var boundSelection: AnyHashable? { get }
    /// Writes `tag` to the binding when its type matches; false otherwise.
    func writeSelection(_ tag: AnyHashable) -> Bool
}

extension TabView: TabViewContent {
    var tabViews: [DeclaredTab] { declaredTabs(of: content) }
    var hasSelectionBinding: Bool { selection != nil }
    var boundSelection: AnyHashable? { selection.map { AnyHashable($0.wrappedValue) } }

    func writeSelection(_ tag: AnyHashable) -> Bool {
        guard let selection, let value = tag.base as? SelectionValue else { return false }
        selection.wrappedValue = value
        return true
    }
}
