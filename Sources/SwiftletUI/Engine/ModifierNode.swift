/// The node of a built-in modifier: shares its content's rendered node, sets attributes on it,
/// provides environment values and owns lifecycle actions and tasks.
@MainActor
final class ModifierNode: Node {
    // The fields read on every mount and update are main-actor state touched only by this class's
    // own non-overlapping accesses: no dynamic exclusivity checks (see `Node`).
    @exclusivity(unchecked) private(set) var modifier: any BuiltinModifier
    /// The type of the `ModifiedContent` last received: a new value of this type is recognised by a
    /// type check, with no conformance lookup.
    @exclusivity(unchecked) private var modifiedType: any ModifiedContentProtocol.Type
    @exclusivity(unchecked) private var child: Node!
    @exclusivity(unchecked) private var pendingContent: (any View)?
    private var ownScope: EnvironmentScope?
    /// The task started by `.task`, cancelled when the view is removed or its id changes.
    var task: Task<Void, Never>?
    /// The running refresh, if any.
    private var refreshTask: Task<Void, Never>?
    /// The state the modifier's feature keeps for the lifetime of the modified view (its gestures'
    /// state, a measured placement): see `NodeSlots`.
    var slots = NodeSlots()

    init(
        graph: ViewGraph, parent: Node, modifier: any BuiltinModifier, content: any View,
        modifiedType: any ModifiedContentProtocol.Type
    ) {
        self.modifier = modifier
        self.modifiedType = modifiedType
        self.pendingContent = content
        super.init(graph: graph, parent: parent, component: .type(type(of: modifier)))
        if let override = modifier.environmentOverride {
            let scope = EnvironmentScope(
                parent: self.scope, key: override.key, name: override.name, apply: override.apply)
            ownScope = scope
            self.scope = scope
        }
    }

    override var renderID: NodeID { child.renderID }
    override var childNodes: [Node] { child.map { [$0] } ?? [] }
    override func unmountChildren() { child?.unmount() }

    /// The action of `.refreshable` on this node, if it is one.
    var refreshAction: (@MainActor () async -> Void)? { (modifier as? RefreshableModifier)?.action }
    /// The action of `.onSubmit` on this node, if it is one.
    var submitAction: (@MainActor () -> Void)? { (modifier as? SubmitModifier)?.action }
    /// The focus writer of `.focused` on this node, if it is one and marks the rendered node `id`.
    func focusReport(for id: NodeID) -> (@MainActor (Bool) -> Void)? {
        guard let focus = modifier as? FocusModifier, child.renderID == id else { return nil }
        return focus.report
    }

    override func mount() -> RenderNode {
        let content = pendingContent!
        pendingContent = nil
        child = graph.makeNode(for: content, parent: self)
        modifier.didMount(self)
        var rendered = child.mount()
        modifier.addAttributes(to: &rendered.attributes)
        rendered.passIdentifierThroughFrames()
        return rendered
    }

    override func snapshot() -> RenderNode {
        var rendered = child.snapshot()
        modifier.addAttributes(to: &rendered.attributes)
        rendered.passIdentifierThroughFrames()
        if refreshTask != nil { rendered.attributes[.refreshing] = "true" }
        // Attributes computed from the measured size (a custom clip shape).
        if let measured = slots[MeasuredAttributesSlot.self] {
            rendered.attributes.merge(measured) { $1 }
        }
        return rendered
    }

    override func update(with view: __owned any View) {
        let modified: any ModifiedContentProtocol
        let newModifier: any BuiltinModifier
        if let same = modifiedType.sameType(view), let builtin = same.builtinModifier(sameTypeAs: modifier) {
            modified = same
            newModifier = builtin
        } else {
            guard let other = view as? any ModifiedContentProtocol, let builtin = other.builtinModifier else { return }
            modified = other
            newModifier = builtin
            modifiedType = type(of: other)
        }
        let old = modifier
        modifier = newModifier
        if !old.hasSameAttributes(as: newModifier) {
            let oldAttributes = old.attributes
            let newAttributes = newModifier.attributes
            let id = child.renderID
            for (name, value) in newAttributes where oldAttributes[name] != value {
                graph.operations.setAttribute(target(of: name, renderedAs: id), name: name, value: value)
            }
            for name in oldAttributes.keys where newAttributes[name] == nil {
                graph.operations.removeAttribute(target(of: name, renderedAs: id), name: name)
            }
        }
        if let scope = ownScope, let override = newModifier.environmentOverride,
            let previous = old.environmentOverride, !Equality.values(previous.value, override.value)
        {
            scope.setOverride(override.apply)
        }
        newModifier.didUpdate(from: old, node: self)
        // `.animation(_:value:)` and `.transaction(_:)` give the content's update a transaction.
        if let transaction = newModifier.contentTransaction(from: old, current: graph.operations.transaction) {
            graph.operations.withTransaction(transaction) { child.update(with: modified.anyContent) }
        } else {
            child.update(with: modified.anyContent)
        }
    }

    /// The rendered node attribute `name` lands on: `id`, except that an identifier passes through
    /// frames to the view inside them (see `RenderNode.passIdentifierThroughFrames`).
    private func target(of name: RenderAttribute, renderedAs id: NodeID) -> NodeID {
        guard name == .identifier, let element = child.renderingElement else { return id }
        return element.identifierTarget
    }

    override func willUnmount() {
        task?.cancel()
        task = nil
        refreshTask?.cancel()
        refreshTask = nil
        modifier.willUnmount(self)
    }

    override func visibilityChanged(visible: Bool) {
        if visible {
            modifier.didShow(self)
            super.visibilityChanged(visible: true)
        } else {
            super.visibilityChanged(visible: false)
            modifier.didHide(self)
        }
    }

    /// Starts `action` as this node's task (cancelling any previous one). Runs on the main actor.
    func startTask(_ action: @escaping @MainActor () async -> Void, priority: TaskPriority? = nil) {
        task?.cancel()
        guard isMounted else { return }
        task = Task(priority: priority) { @MainActor in await action() }
    }

    /// Starts the refreshable action unless one is running; returns the running task.
    @discardableResult
    func startRefresh() -> Task<Void, Never>? {
        if let refreshTask { return refreshTask }
        guard let action = refreshAction, isMounted else { return nil }
        let id = child.renderID
        graph.operations.setAttribute(id, name: .refreshing, value: "true")
        graph.scheduleTick()
        let task = Task { @MainActor [weak self] in
            await action()
            guard let self, self.isMounted else { return }
            self.refreshTask = nil
            self.graph.operations.removeAttribute(id, name: .refreshing)
            self.graph.scheduleTick()
        }
        refreshTask = task
        return task
    }
}

/// The attributes a modifier computed from the host's measurements and sent as operations after the
/// mount (a custom clip shape's path, `measure: position` once a position was asked for):
/// `ModifierNode.snapshot()` adds them, so a render of the whole tree says them too.
enum MeasuredAttributesSlot: NodeSlotKey {
    typealias Value = [RenderAttribute: String]
}

/// Lets the engine read a `ModifiedContent` of any type.
@MainActor
protocol ModifiedContentProtocol {
    var anyContent: any View { get }
    var builtinModifier: (any BuiltinModifier)? { get }
    var customModifier: (any ViewModifier)? { get }
    /// The modifier if it has the type of `previous` (a type check, no conformance lookup).
    func builtinModifier(sameTypeAs previous: any BuiltinModifier) -> (any BuiltinModifier)?
    /// `view` if it is a value of this type (a type check, no conformance lookup).
    static func sameType(_ view: any View) -> (any ModifiedContentProtocol)?
}

/// `view` without the modifiers around it: the innermost content of its `ModifiedContent`s.
@MainActor
func unmodified(_ view: any View) -> any View {
    var current = view
    while let modified = current as? any ModifiedContentProtocol { current = modified.anyContent }
    return current
}

extension ModifiedContent: ModifiedContentProtocol {
    var anyContent: any View { content }
    var builtinModifier: (any BuiltinModifier)? { modifier as? any BuiltinModifier }
    var customModifier: (any ViewModifier)? { modifier as? any ViewModifier }

    func builtinModifier(sameTypeAs previous: any BuiltinModifier) -> (any BuiltinModifier)? {
        type(of: previous).sameType(modifier)
    }

    static func sameType(_ view: any View) -> (any ModifiedContentProtocol)? { view as? Self }
}
