/// One mounted identity in the view graph.
///
/// Every node stands for exactly one rendered node (`renderID`): primitives own one, user views and
/// modifiers share their content's. Nodes live on the main actor and are created, updated and
/// removed only by the engine during a tick. Subclasses override the mount/update/refresh hooks.
@MainActor
class Node {
    unowned let graph: ViewGraph
    /// The parent node; `unowned`, not `weak`: a weak reference would give every parent a side
    /// table, which makes each retain and release of it take the runtime's slow path. A mounted
    /// node's parent is always alive (it owns the child), and only mounted nodes walk their parents.
    unowned var parent: Node?
    /// Distance from the root; the dirty queue evaluates shallower nodes first.
    let depth: Int
    /// The environment this node reads from.
    var scope: EnvironmentScope
    /// The last component of the identity path (type name and position or id), in parts.
    let componentParts: NodeComponent
    /// The last component of the identity path, spelled out (`Text.1`, `Row[12]`).
    var component: String { componentParts.text }
    // The engine's per-node bookkeeping below is read on every row of every tick, only on the main
    // actor and never while another access to the same property is open, so it skips the runtime's
    // dynamic exclusivity checks (`@exclusivity(unchecked)`).

    /// False once the node was removed; late invalidations of removed nodes are ignored.
    @exclusivity(unchecked) var isMounted = true

    /// Why the node must run again; empty when clean.
    @exclusivity(unchecked) var pendingReasons: [EvaluationReason] = []
    /// Whether the node sits in the dirty queue.
    @exclusivity(unchecked) var isQueued = false
    /// Whether the graph looks this node up by its `renderID` (it owns a rendered node).
    @exclusivity(unchecked) var isRegistered = false
    /// Incremented on every evaluation; dependency records from older evaluations are stale.
    @exclusivity(unchecked) var epoch = 0
    /// The tick of the last evaluation (0: never).
    @exclusivity(unchecked) var evaluatedTick = 0
    /// Consecutive ticks in which this node invalidated itself while it was being evaluated.
    var selfInvalidationStreak = 0

    init(graph: ViewGraph, parent: Node?, component: NodeComponent) {
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.scope = parent?.scope ?? graph.rootScope
        self.componentParts = component
    }

    /// The id of the rendered node that stands for this node.
    var renderID: NodeID { fatalError("\(type(of: self)) must override renderID") }

    /// The identity path from the root, e.g. `/Root/StateDrivenView/.../StateDrivenCell#3`.
    var identityPath: String {
        var parts: [String] = []
        var node: Node? = self
        while let current = node {
            parts.append(current.component)
            node = current.parent
        }
        return "/" + parts.reversed().joined(separator: "/")
    }

    /// Mounts the subtree (evaluating each body once) and returns its rendered form. Emits no operations.
    func mount() -> RenderNode { fatalError("\(type(of: self)) must override mount()") }

    /// The rendered subtree as the hosts have it now: what `mount()` returned with every operation
    /// emitted since applied. Nodes that own a rendered node build it from their own state; the
    /// others (user views, modifiers) give their one child's. Walks the subtree; for `ViewGraph.tree`.
    func snapshot() -> RenderNode { childNodes[0].snapshot() }

    /// Receives a new value from the parent's re-evaluation. The value is passed owned (`__owned`):
    /// nodes keep it, so they take it over instead of retaining a copy of its box.
    func update(with view: __owned any View) {}

    /// `update(with:)` for a row value whose type the caller knows statically (a `ForEach` row). The
    /// same contract; nodes that can use the type skip boxing the value (see `ViewNode`).
    func update<Row: View>(row view: __owned Row) { update(with: view) }

    /// Runs again because a dependency changed (the node was dirty).
    func refresh() {}

    /// The mounted child nodes, in order.
    var childNodes: [Node] { [] }

    /// Removes the subtree from the graph: cancels its tasks, schedules `onDisappear` and releases
    /// observations. Children go first. The caller emits the single `remove` operation.
    func unmount() {
        unmountChildren()
        isMounted = false
        willUnmount()
        graph.forget(self)
    }

    /// Unmounts every child (subclasses with one child skip building the `childNodes` array).
    func unmountChildren() {
        for child in childNodes { child.unmount() }
    }

    /// Hook for subclasses that own tasks or lifecycle actions.
    func willUnmount() {}

    /// A container (a ``TabView``) hid or showed this subtree while it stays mounted: lifecycle
    /// modifiers run their disappear or appear side (see `ModifierNode`). Passed to every child by
    /// default; containers pass it only to what they show.
    func visibilityChanged(visible: Bool) {
        for child in childNodes { child.visibilityChanged(visible: visible) }
    }

    /// Whether this node keeps `child` mounted without showing it: a tab that is not selected hides
    /// its content, a navigation stack every screen but the top one. Nothing in a hidden subtree runs
    /// `onAppear` or a `.task`; containers that hide override this (the default hides nothing).
    func hides(_ child: Node) -> Bool { false }

    /// Whether a container above hides this node (see ``hides(_:)``).
    var isHiddenByContainer: Bool {
        var child: Node = self
        while let ancestor = child.parent {
            if ancestor.hides(child) { return true }
            child = ancestor
        }
        return false
    }

    /// Marks the node dirty and schedules a tick. Called on the main actor by state, observation and
    /// environment changes.
    func invalidate(_ reason: EvaluationReason) {
        guard isMounted else { return }
        graph.invalidate(self, reason: reason)
    }

    /// The handle dependency tokens reach this node through; made on the first token.
    private var handle: NodeHandle?

    /// Records a dependency read by this node's current evaluation.
    var dependencyToken: DependencyToken {
        if let handle { return DependencyToken(handle: handle, epoch: epoch) }
        let made = NodeHandle(self)
        handle = made
        return DependencyToken(handle: made, epoch: epoch)
    }

    deinit {
        handle?.object = nil
    }
}

/// How main-actor objects are reached without a `weak` reference (which would give the object a
/// side table and slow down every retain and release of it): the object owns its handle and clears
/// it in its deinit, so a holder that outlives the object reads nil. Used for nodes (by dependency
/// tokens) and environment scopes (by their parent scope).
final class ObjectHandle<Object: AnyObject>: @unchecked Sendable {
    // Safe: a handle is made, read and cleared only on the main actor. Its objects (nodes and
    // environment scopes) are main-actor objects referenced only from main-actor state, so their
    // deinit (which clears `object`) runs there too; tokens read the handle on the main actor
    // (`DependencyTokenBox` unwraps only there).
    unowned(unsafe) var object: Object?

    init(_ object: Object) { self.object = object }
}

typealias NodeHandle = ObjectHandle<Node>

/// A node plus the evaluation that read a value; stale once the node ran again.
@MainActor
struct DependencyToken {
    let handle: NodeHandle
    let epoch: Int

    /// The node, while it exists.
    var node: Node? { handle.object }

    /// The node, if it is still mounted and has not been evaluated since the read.
    var liveNode: Node? {
        guard let node, node.isMounted, node.epoch == epoch else { return nil }
        return node
    }
}

extension Node {
    /// The nearest view node above this one: the view whose body wrote this node's value. The row
    /// closure of a `ForEach` runs later than that body (when the rows are made or updated), but it
    /// is part of it: what the closure reads (`@State`, observed properties) is that view's
    /// dependency, so a change runs that body again and the rows get the closure's new result.
    var owningViewNode: Node? {
        var node = parent
        while let current = node {
            if current is ViewNode { return current }
            node = current.parent
        }
        return nil
    }

    /// The element node that owns this node's rendered node (user views and modifiers share their
    /// content's), if there is one.
    var renderingElement: ElementNode? {
        var node: Node = self
        while !(node is ElementNode) {
            guard let next = node.childNodes.first, next.renderID == node.renderID else { return nil }
            node = next
        }
        return node as? ElementNode
    }

    /// Runs a row closure with `reader` (the owning view node, when there is one) as the reader of
    /// what it reads.
    func runningRowClosure<T>(as reader: Node?, _ body: () -> T) -> T {
        guard let reader else { return body() }
        return Tracking.reading(as: reader, body)
    }
}

/// The node whose body (or primitive description) is being evaluated; reads register with it.
@MainActor
enum Tracking {
    /// Main-actor state set and restored only by `reading(as:_:)`: no dynamic exclusivity checks.
    @exclusivity(unchecked) static var current: Node?

    /// Runs `body` with `node` as the reader of every tracked value.
    static func reading<T>(as node: Node, _ body: () -> T) -> T {
        let previous = current
        current = node
        defer { current = previous }
        return body()
    }
}
