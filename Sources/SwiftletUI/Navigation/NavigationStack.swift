/// A navigation container: shows its root and the screens pushed by ``NavigationLink``s above it.
///
/// Renders `.navigationStack` with attribute `depth` (the number of pushed screens); its children
/// are the root and then each pushed screen in order, and hosts show the last one. A host's
/// `navigateBack` event, or `@Environment(\.dismiss)` in a pushed screen, pops the top screen:
/// it is removed in the next tick, which cancels its tasks. Pushes and pops are applied by ticks.
public struct NavigationStack<Content: View>: View, PrimitiveView {
    let content: Content

    /// A stack whose root screen is `root`.
    public init(@ViewBuilder root: () -> Content) { content = root() }

    public var body: Never { primitiveBody() }

    func makeNode(parent: Node) -> Node { NavigationNode(graph: parent.graph, parent: parent, root: content) }
}

/// Pops the top screen of the enclosing navigation stack: `@Environment(\.dismiss) var dismiss`,
/// then `dismiss()`. Does nothing outside a pushed screen.
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses the presenting screen.
    @MainActor public func callAsFunction() { action() }
}

/// Pushes a destination onto the enclosing navigation stack.
struct NavigationPushAction {
    let push: @MainActor (any View) -> Void
}

struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

struct NavigationPushKey: EnvironmentKey {
    static var defaultValue: NavigationPushAction? { nil }
}

extension EnvironmentValues {
    /// Pops the current screen of the enclosing navigation stack.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] ?? DismissAction(action: {}) }
        set { self[DismissKey.self] = newValue }
    }

    var navigationPush: NavigationPushAction? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
}

/// The node of a ``NavigationStack``.
@MainActor
final class NavigationNode: Node, EventHandlingNode {
    let ownID: NodeID
    private var rootView: any View
    private var root: Node!
    private var screens: [Node] = []
    private var pendingPushes: [any View] = []
    private var pendingPops = 0

    init(graph: ViewGraph, parent: Node, root: any View) {
        ownID = graph.allocateID()
        rootView = root
        super.init(graph: graph, parent: parent, component: .name("NavigationStack"))
        graph.register(self, for: ownID)
        let push = NavigationPushAction { [weak self] view in self?.requestPush(view) }
        let dismiss = DismissAction { [weak self] in self?.requestPop() }
        scope = EnvironmentScope(
            parent: scope, key: AnyHashable(\EnvironmentValues.navigationPush as AnyKeyPath),
            name: { "NavigationPushKey" },
            apply: {
                $0.navigationPush = push
                $0.dismiss = dismiss
            })
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { [root].compactMap { $0 } + screens }

    override func mount() -> RenderNode {
        root = graph.makeNode(for: rootView, parent: self)
        return RenderNode(id: ownID, kind: .navigationStack, attributes: ["depth": "0"], children: [root.mount()])
    }

    override func snapshot() -> RenderNode {
        RenderNode(
            id: ownID, kind: .navigationStack, attributes: ["depth": String(screens.count)],
            children: ([root] + screens).map { $0.snapshot() })
    }

    override func update(with view: __owned any View) {
        guard let stack = view as? any NavigationContent else { return }
        rootView = stack.rootContent
        root.update(with: rootView)
    }

    override func refresh() {
        pendingReasons = []
        let depth = screens.count
        while pendingPops > 0, let top = screens.popLast() {
            pendingPops -= 1
            let id = top.renderID
            top.unmount()
            graph.operations.remove(id)
        }
        pendingPops = 0
        for view in pendingPushes {
            let node = graph.makeNode(
                for: view, parent: self, component: .name(Graph.typeName(of: view) + "#\(screens.count + 1)"))
            screens.append(node)
            graph.operations.insert(parent: ownID, index: screens.count, node: node.mount())
        }
        pendingPushes = []
        if screens.count != depth {
            graph.operations.setAttribute(ownID, name: "depth", value: String(screens.count))
        }
    }

    private func requestPush(_ view: any View) {
        pendingPushes.append(view)
        invalidate(.input)
    }

    private func requestPop() {
        guard screens.count + pendingPushes.count > pendingPops else { return }
        if !pendingPushes.isEmpty {
            pendingPushes.removeLast()
        } else {
            pendingPops += 1
            invalidate(.input)
        }
    }

    /// Takes `navigateBack` events: pops the top screen (refused at the root).
    func handle(_ event: HostEvent) throws {
        guard case .navigateBack = event else {
            throw HostEventError.notApplicable(ownID, "a navigation stack takes navigateBack events")
        }
        guard screens.count + pendingPushes.count > pendingPops else {
            throw HostEventError.notApplicable(ownID, "the navigation stack shows its root")
        }
        requestPop()
    }
}

@MainActor
protocol NavigationContent {
    var rootContent: any View { get }
}

extension NavigationStack: NavigationContent {
    var rootContent: any View { content }
}

/// A button that pushes `destination` onto the enclosing ``NavigationStack``. Renders `.button` with
/// attribute `navigationLink` = `true` (text or label children as for ``Button``).
public struct NavigationLink<Label: View, Destination: View>: View, ElementView {
    let title: String?
    let label: Label
    let destination: Destination

    /// A link showing `label` that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.destination = destination
    }

    /// A link showing `label` that pushes the view `destination` builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes = ["navigationLink": "true"]
        if !node.scope.readIsEnabled() { attributes["disabled"] = "true" }
        return ElementDescription(
            kind: .button, text: title, attributes: attributes, children: title == nil ? [label] : [])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .tap = event else { throw HostEventError.notApplicable(node.ownID, "a link takes taps only") }
        guard node.scope.values.isEnabled else {
            throw HostEventError.notApplicable(node.ownID, "the link is disabled")
        }
        guard let push = node.scope.values.navigationPush else {
            throw HostEventError.notApplicable(node.ownID, "no NavigationStack above this link")
        }
        push.push(destination)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init(_ title: some StringProtocol, destination: Destination) {
        self.title = String(title)
        self.label = Text(title)
        self.destination = destination
    }
}
