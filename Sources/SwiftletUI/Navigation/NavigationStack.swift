/// A navigation container: shows its root and the screens pushed above it.
///
/// Renders `.navigationStack` with attribute `depth` (the number of pushed screens); its children
/// are the root and then each pushed screen in order, and hosts show the last one. Screens come
/// from two sources: values of the stack's path (pushed by `NavigationLink(value:)` or written to a
/// bound path, each shown by the `.navigationDestination(for:destination:)` of its type) and
/// views pushed by `NavigationLink(destination:)`, which sit above the value screens (pushing a
/// value removes them, as a new path replaces what was on top).
///
/// A host's `navigateBack` event, or `@Environment(\.dismiss)` in a pushed screen, pops the top
/// screen (for a value screen: the path loses its last value): it is removed in the next tick,
/// which cancels its tasks. Pushes and pops are applied by ticks. Only the stack reads its path,
/// so a push re-evaluates the stack and mounts the new screen, not the view owning the path.
///
/// Only the top screen is shown, as in SwiftUI: the screens below it stay mounted (their `@State`
/// and `@StateObject`s stay), but they run no `onAppear` and no `.task`. In the tick that covers a
/// screen, its `.task`s are cancelled and its `onDisappear` actions run; then the new top screen
/// runs its `onAppear` actions and its tasks start at the end of the tick. A pop shows the screen
/// below again the same way. A path restored from a URL (or set at once by the app) mounts every
/// value screen, and only the last one appears.
public struct NavigationStack<Content: View>: View, PrimitiveView {
    let content: Content
    let path: NavigationPathBinding?
    /// Set for a split view's detail column: the sidebar's links show their values here.
    var splitLink: SplitDetailLink? = nil

    /// A stack whose root screen is `root`; it keeps its own path.
    public init(@ViewBuilder root: () -> Content) {
        content = root()
        path = nil
    }

    /// A stack whose pushed values are `path`: writing the binding pushes or pops screens, and
    /// links and the back control write it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
        content = root()
        self.path = NavigationPathBinding(
            get: { path.wrappedValue.elements }, set: { path.wrappedValue = NavigationPath(elements: $0) },
            accepts: { _ in true }, elementCodec: nil)
    }

    /// A stack whose pushed values are the elements of a typed collection (`[Int]`, `[Route]`).
    /// Links whose value is of another type push nothing.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Content)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        content = root()
        self.path = NavigationPathBinding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) },
            accepts: { $0.base is Data.Element }, elementCodec: RouteCodecs.register(Data.Element.self))
    }

    public var body: Never { primitiveBody() }

    func makeNode(parent: Node) -> Node {
        NavigationNode(graph: parent.graph, parent: parent, root: content, path: path, splitLink: splitLink)
    }
}

/// A stack's bound path, erased to its values. The stack's node reads it through `get` (a tracked
/// read) and writes pushes and pops through `set`.
struct NavigationPathBinding {
    let get: @MainActor () -> [AnyHashable]
    let set: @MainActor ([AnyHashable]) -> Void
    /// Whether the path can hold the value.
    let accepts: (AnyHashable) -> Bool
    /// The codec of a typed path's elements (its segments carry no type name);
    /// `nil` for a `NavigationPath`.
    let elementCodec: (any RouteCoding)?
}

/// Pops the top screen of the enclosing navigation stack: `@Environment(\.dismiss) var dismiss`,
/// then `dismiss()`. Does nothing outside a pushed screen.
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses the presenting screen.
    @MainActor public func callAsFunction() { action() }
}

/// What links and destination modifiers reach of the enclosing navigation stack.
struct NavigationPushAction {
    /// Pushes a view (`NavigationLink(destination:)`).
    let push: @MainActor (any View) -> Void
    /// Appends a value to the path (`NavigationLink(value:)`); false if the path cannot hold it.
    let pushValue: @MainActor (AnyHashable) -> Bool
    /// The `.navigationDestination(for:)` registrations of the stack.
    let destinations: NavigationDestinations
    /// Pushes a view for `.navigationDestination(isPresented:)`'s `owner`; `onPop` runs when the
    /// screen is popped by the stack (back, dismiss, a path change).
    let present:
        @MainActor (_ owner: ObjectIdentifier, _ view: any View, _ onPop: @escaping @MainActor () -> Void) -> Void
    /// Pops the screen `owner` presented, and every screen above it.
    let withdraw: @MainActor (_ owner: ObjectIdentifier) -> Void
    /// Whether `owner`'s screen is shown or about to be.
    let isPresenting: @MainActor (_ owner: ObjectIdentifier) -> Bool
}

/// The destinations registered by `.navigationDestination(for:destination:)` inside one stack, by
/// the value type. Every modifier placed for a type keeps its own registration, in the order they
/// were first placed (the root's first, then each pushed screen's); a value resolves to the
/// registration closest to the root, and a modifier that leaves (its screen popped) removes only
/// its own, so a recursive screen that declares the destination of its own type keeps working.
@MainActor
final class NavigationDestinations {
    private typealias Registration = (owner: ObjectIdentifier, make: (AnyHashable) -> (any View)?)
    private var byType: [ObjectIdentifier: [Registration]] = [:]

    func register(_ type: Any.Type, owner: AnyObject, make: @escaping (AnyHashable) -> (any View)?) {
        let key = ObjectIdentifier(type)
        let id = ObjectIdentifier(owner)
        var registrations = byType[key] ?? []
        if let index = registrations.firstIndex(where: { $0.owner == id }) {
            registrations[index].make = make
        } else {
            registrations.append((id, make))
        }
        byType[key] = registrations
    }

    func unregister(_ type: Any.Type, owner: AnyObject) {
        let key = ObjectIdentifier(type)
        byType[key]?.removeAll { $0.owner == ObjectIdentifier(owner) }
        if byType[key]?.isEmpty == true { byType[key] = nil }
    }

    /// The codecs of the types that have a destination here.
    var registeredCodecs: [any RouteCoding] {
        byType.keys.compactMap { RouteCodecs.codec(forKey: $0) }
    }

    /// The destination of `value`, or `nil` when no destination is registered for its type.
    func view(for value: AnyHashable) -> (any View)? {
        byType[ObjectIdentifier(type(of: value.base))]?.first?.make(value)
    }
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
            id: ownID, kind: .navigationStack, attributes: ["depth": String(screenCount)], children: children)
    }

    override func snapshot() -> RenderNode {
        RenderNode(
            id: ownID, kind: .navigationStack, attributes: ["depth": String(screenCount)],
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
            graph.operations.setAttribute(ownID, name: "depth", value: String(screenCount))
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

/// What a value screen shows when no `.navigationDestination(for:)` handles the value's type.
struct MissingDestination: View, ElementView {
    let typeName: String
    var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .text, text: "No navigationDestination(for: \(typeName).self) in this NavigationStack",
            attributes: ["missingDestination": "true"])
    }
}

@MainActor
protocol NavigationContent {
    var rootContent: any View { get }
    var pathBinding: NavigationPathBinding? { get }
}

extension NavigationStack: NavigationContent {
    var rootContent: any View { content }
    var pathBinding: NavigationPathBinding? { path }
}

/// A button that pushes `destination` onto the enclosing ``NavigationStack``, or appends `value` to
/// its path (shown by the `.navigationDestination(for:)` of the value's type). Renders `.button`
/// with attribute `navigationLink` = `true` (text or label children as for ``Button``). A link with
/// a `nil` value is disabled; a tap on a link whose value the stack's typed path cannot hold is
/// refused with `notApplicable`.
public struct NavigationLink<Label: View, Destination: View>: View, ElementView {
    let title: String?
    let label: Label
    let destination: Destination?
    let value: AnyHashable?

    /// A link showing `label` that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.destination = destination
        value = nil
    }

    /// A link showing `label` that pushes the view `destination` builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes = ["navigationLink": "true"]
        if !node.scope.readIsEnabled() || (destination == nil && value == nil) { attributes["disabled"] = "true" }
        return ElementDescription(
            kind: .button, text: title, attributes: attributes, children: title == nil ? [label] : [])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .tap = event else { throw HostEventError.notApplicable(node.ownID, "a link takes taps only") }
        guard node.scope.values.isEnabled else {
            throw HostEventError.notApplicable(node.ownID, "the link is disabled")
        }
        if let value, node.scope.values.inSplitViewSidebar, let rowSelect = node.scope.values.listRowSelect {
            // A value link in a split view sidebar's `List(selection:)` row selects rather than
            // pushes; elsewhere (a plain NavigationStack) it navigates, as on iOS.
            guard rowSelect.select(value) || rowSelect.select(rowSelect.rowID) else {
                throw HostEventError.notApplicable(node.ownID, "the link's value is not a selection value")
            }
            return
        }
        guard let push = node.scope.values.navigationPush else {
            throw HostEventError.notApplicable(node.ownID, "no NavigationStack above this link")
        }
        if let destination {
            push.push(destination)
        } else if let value {
            guard push.pushValue(value) else {
                throw HostEventError.notApplicable(node.ownID, "the stack's path cannot hold \(type(of: value.base))")
            }
        } else {
            throw HostEventError.notApplicable(node.ownID, "the link has no value")
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init(_ title: some StringProtocol, destination: Destination) {
        self.title = String(title)
        self.label = Text(title)
        self.destination = destination
        value = nil
    }

    /// A link titled `title` that pushes the view `destination` builds.
    public init(_ title: some StringProtocol, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination())
    }
}

extension NavigationLink where Destination == Never {
    /// A link showing `label` that appends `value` to the enclosing stack's path (disabled when `nil`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that appends `value` to the enclosing stack's path (disabled when `nil`).
    public init<P: Hashable>(_ title: some StringProtocol, value: P?) {
        self.title = String(title)
        label = Text(title)
        destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}
