/// The node of a ``NavigationStack``.
@MainActor
final class NavigationNode: Node, EventHandlingNode {
    let ownID: NodeID
    private var rootView: any View
    private var root: Node!
    var path: NavigationPathBinding?
    /// The path when none is bound.
    var ownPath: [AnyHashable] = []
    /// The screens of the path's values, in order.
    var valueScreens: [(value: AnyHashable, node: Node)] = []
    /// The screens pushed as views, above the value screens.
    var viewScreens: [Node] = []
    /// The presenter (`.navigationDestination(isPresented:)`) of each view screen, if any.
    private var viewOwners: [ObjectIdentifier?] = []
    var pendingPushes: [(owner: ObjectIdentifier?, view: any View)] = []
    var pendingPops = 0
    /// What to do when a presented screen is popped, by presenter.
    private var onPops: [ObjectIdentifier: @MainActor () -> Void] = [:]
    let destinations = NavigationDestinations()
    /// The screen whose appearance hooks ran last: the top one, except while a tick changes the
    /// screens (new ones mount hidden; ``showTopScreen()`` then moves the appearance) and while a
    /// URL's path is being restored (``holdsAppearance``).
    private var shownScreen: Node?
    /// Set while ``restore(segments:depth:)`` mounts a path screen by screen: no screen appears
    /// until the whole path is there.
    var holdsAppearance = false
    /// The stack's edit mode, offered to its screens as `\.editMode` (an `EditButton` toggles it).
    private let editMode = StateBox(EditMode.inactive)

    /// The link of a split view whose detail column this stack is.
    let splitLink: SplitDetailLink?

    init(graph: ViewGraph, parent: Node, root: any View, path: NavigationPathBinding?, splitLink: SplitDetailLink?) {
        ownID = graph.allocateID()
        rootView = root
        self.path = path
        self.splitLink = splitLink
        super.init(graph: graph, parent: parent, component: .name("NavigationStack"))
        graph.register(self, for: ownID)
        let push = NavigationPushAction(
            push: { [weak self] view in self?.requestPush(view) },
            pushValue: { [weak self] value in self?.requestPush(value: value) ?? false },
            destinations: destinations,
            present: { [weak self] owner, view, onPop in self?.requestPresent(owner, view, onPop) },
            withdraw: { [weak self] owner in self?.withdraw(owner) },
            isPresenting: { [weak self] owner in self?.isPresenting(owner) ?? false })
        splitLink?.detail = push
        splitLink?.showValue = { [weak self] value in self?.replacePath(with: value) ?? false }
        splitLink?.showView = { [weak self] view in self?.replaceScreens(with: view) }
        let dismiss = DismissAction { [weak self] in self?.requestPop() }
        let editModeBinding = Binding(box: editMode)
        scope = EnvironmentScope(
            parent: scope, key: AnyHashable(\EnvironmentValues.navigationPush as AnyKeyPath),
            name: { "NavigationPushKey" },
            apply: {
                $0.navigationPush = push
                $0.dismiss = dismiss
                $0.editMode = editModeBinding
            })
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { [root].compactMap { $0 } + valueScreens.map(\.node) + viewScreens }

    var screenCount: Int { valueScreens.count + viewScreens.count }

    /// The screen on top: the last view screen, else the last value screen, else the root.
    private var topScreen: Node? { viewScreens.last ?? valueScreens.last?.node ?? root }

    /// Whether the top screen is the one that appeared (false while a change waits for its tick).
    var isShowingTopScreen: Bool { topScreen === shownScreen }

    override func hides(_ child: Node) -> Bool { child !== shownScreen }

    /// A container above hid or showed the stack: only its shown screen takes part.
    override func visibilityChanged(visible: Bool) {
        shownScreen?.visibilityChanged(visible: visible)
    }

    /// Moves the appearance to the top screen when another one had it: the one that had it (if it
    /// is still mounted) disappears, then the top one appears. Screens mount hidden and appear
    /// here, so a covered screen never starts a task.
    func showTopScreen() {
        guard !holdsAppearance, let top = topScreen, top !== shownScreen else { return }
        let previous = shownScreen
        let visible = !isHiddenByContainer
        if let previous, previous.isMounted, visible { previous.visibilityChanged(visible: false) }
        shownScreen = top
        if visible { top.visibilityChanged(visible: true) }
    }

    /// The path's values; a read of a bound path is tracked, so writing it invalidates this node.
    private func currentValues() -> [AnyHashable] {
        guard let path else { return ownPath }
        return Tracking.reading(as: self) { path.get() }
    }

    private func destination(for value: AnyHashable) -> any View {
        destinations.view(for: value) ?? splitLink?.destinations.view(for: value)
            ?? MissingDestination(typeName: String(describing: type(of: value.base)))
    }

    private func makeValueScreen(_ value: AnyHashable) -> Node {
        let view = destination(for: value)
        return graph.makeNode(
            for: view, parent: self, component: .name(Graph.typeName(of: view) + "#\(screenCount + 1)"))
    }

    override func mount() -> RenderNode {
        registerWithURLNavigation()
        root = graph.makeNode(for: rootView, parent: self)
        let values = currentValues()
        // The root alone mounts shown (its hooks run as any view's do); screens above it mount
        // hidden, and the top one then appears.
        if values.isEmpty { shownScreen = root }
        var children = [root.mount()]
        for value in values {
            let node = makeValueScreen(value)
            valueScreens.append((value, node))
            children.append(node.mount())
        }
        showTopScreen()
        return RenderNode(
            id: ownID, kind: .navigationStack, attributes: [.depth: String(screenCount)], children: children)
    }

    override func snapshot() -> RenderNode {
        RenderNode(
            id: ownID, kind: .navigationStack, attributes: [.depth: String(screenCount)],
            children: ([root] + valueScreens.map(\.node) + viewScreens).map { $0.snapshot() })
    }

    override func update(with view: __owned any View) {
        guard let stack = view as? any NavigationContent else { return }
        rootView = stack.rootContent
        path = stack.pathBinding
        root.update(with: rootView)
        // Destinations may capture new data: each value screen receives its destination again.
        for screen in valueScreens { screen.node.update(with: destination(for: screen.value)) }
        reconcile()
    }

    override func refresh() {
        pendingReasons = []
        reconcile()
    }

    private func removeTop(_ node: Node) {
        let id = node.renderID
        node.unmount()
        graph.operations.remove(id)
    }

    /// Removes the top view screen; tells its presenter.
    private func popViewScreen() {
        guard let top = viewScreens.popLast() else { return }
        let owner = viewOwners.popLast() ?? nil
        removeTop(top)
        if let owner, let onPop = onPops.removeValue(forKey: owner) { onPop() }
    }

    /// Applies pops, then the path's values, then view pushes.
    private func reconcile() {
        let before = screenCount
        while pendingPops > 0, !viewScreens.isEmpty {
            pendingPops -= 1
            popViewScreen()
        }
        pendingPops = 0
        let values = currentValues()
        var kept = 0
        while kept < valueScreens.count, kept < values.count, valueScreens[kept].value == values[kept] { kept += 1 }
        if kept < valueScreens.count || kept < values.count {
            // The path changed below the view screens: they go, as do the value screens past the match.
            while !viewScreens.isEmpty { popViewScreen() }
            while valueScreens.count > kept, let top = valueScreens.popLast() { removeTop(top.node) }
            for value in values[kept...] {
                let node = makeValueScreen(value)
                valueScreens.append((value, node))
                graph.operations.insert(parent: ownID, index: valueScreens.count, node: node.mount())
            }
        }
        for (owner, view) in pendingPushes {
            let node = graph.makeNode(
                for: view, parent: self, component: .name(Graph.typeName(of: view) + "#\(screenCount + 1)"))
            viewScreens.append(node)
            viewOwners.append(owner)
            graph.operations.insert(parent: ownID, index: screenCount, node: node.mount())
        }
        pendingPushes = []
        showTopScreen()
        if screenCount != before {
            graph.operations.setAttribute(ownID, name: .depth, value: String(screenCount))
        }
        if screenCount != before || kept < values.count { graph.host.urlNavigation.noteChange() }
    }

    override func willUnmount() { graph.host.urlNavigation.unregister(stack: self) }

    private func requestPush(_ view: any View) {
        pendingPushes.append((nil, view))
        invalidate(.input)
    }

    private func requestPresent(_ owner: ObjectIdentifier, _ view: any View, _ onPop: @escaping @MainActor () -> Void) {
        guard !isPresenting(owner) else { return }
        onPops[owner] = onPop
        pendingPushes.append((owner, view))
        invalidate(.input)
    }

    private func isPresenting(_ owner: ObjectIdentifier) -> Bool {
        pendingPushes.contains { $0.owner == owner } || viewOwners.contains(owner)
    }

    /// Pops `owner`'s screen and the ones above it (the presenter's binding became false).
    private func withdraw(_ owner: ObjectIdentifier) {
        onPops[owner] = nil
        if let index = pendingPushes.firstIndex(where: { $0.owner == owner }) {
            pendingPushes.removeSubrange(index...)
        } else if let index = viewOwners.firstIndex(of: owner) {
            pendingPops = max(pendingPops, viewScreens.count - index)
            invalidate(.input)
        }
    }

    /// Shows `value` alone above the root (a split view sidebar's link); false if the path cannot
    /// hold it.
    private func replacePath(with value: AnyHashable) -> Bool {
        if let path {
            guard path.accepts(value) else { return false }
            path.set([value])
        } else {
            ownPath = [value]
            invalidate(.input)
        }
        return true
    }

    /// Shows `view` alone above the root (a split view sidebar's destination link): the path is
    /// emptied and the view screens go.
    private func replaceScreens(with view: any View) {
        if let path {
            if !path.get().isEmpty { path.set([]) }
        } else {
            ownPath = []
        }
        pendingPops = viewScreens.count
        pendingPushes = [(nil, view)]
        invalidate(.input)
    }

    private func requestPush(value: AnyHashable) -> Bool {
        if let path {
            guard path.accepts(value) else { return false }
            path.set(path.get() + [value])
        } else {
            ownPath.append(value)
            invalidate(.input)
        }
        return true
    }

    /// Whether a screen is shown (or about to be) above the root.
    private var canPop: Bool {
        viewScreens.count + pendingPushes.count > pendingPops || !(path.map { $0.get() } ?? ownPath).isEmpty
    }

    private func requestPop() {
        if !pendingPushes.isEmpty {
            pendingPushes.removeLast()
        } else if viewScreens.count > pendingPops {
            pendingPops += 1
            invalidate(.input)
        } else if let path {
            let values = path.get()
            if !values.isEmpty { path.set(Array(values.dropLast())) }
        } else if !ownPath.isEmpty {
            ownPath.removeLast()
            invalidate(.input)
        }
    }

    /// Takes `navigateBack` events: pops the top screen (refused at the root).
    func handle(_ event: HostEvent) throws {
        guard case .navigateBack = event else {
            throw HostEventError.notApplicable(ownID, "a navigation stack takes navigateBack events")
        }
        guard canPop else {
            throw HostEventError.notApplicable(ownID, "the navigation stack shows its root")
        }
        requestPop()
    }
}
