import Foundation

/// The mounted tree of one root view and its update engine, as hosts see it.
///
/// Lives on the main actor. A host creates one per screen or browser session, reads `tree` for the
/// first render, receives each tick's operations through `onTick`, sends input with `send(_:)` and
/// calls `unmount()` when the screen goes away (every task the tree owns is cancelled then).
///
/// The run loop: the first invalidation after a tick schedules the next one (a main-actor task);
/// `tick()` runs one explicitly and `settle()` runs ticks until nothing is dirty. The contract of a
/// tick is in `docs/engine.md`.
@MainActor
@_spi(SwiftletHost) public final class ViewGraph {
    /// The current rendered tree (the root node has kind `.root`): the first render with every
    /// operation emitted since applied. Built from the mounted nodes on each read (O(nodes)); hosts
    /// that follow the operations keep their own copy (the browser host's shadow tree).
    public var tree: RenderNode { root.snapshot() }

    /// Called once per tick that produced operations, after the tick completed.
    public var onTick: ((TickUpdate) -> Void)?

    /// Called for every diagnostic as it is recorded.
    public var onDiagnostic: ((Diagnostic) -> Void)?

    /// Every body evaluation, with type, identity, reason and tick.
    public let evaluations = EvaluationLog()

    /// What the engine noticed and refused to do silently (off-main publishes, loops, duplicate ids).
    public private(set) var diagnostics: [Diagnostic] = []
    /// What the diagnostics reported once per graph have already reported (ViewGraph+ReportOnce.swift).
    var reportedOnce = ReportedOnce()

    /// The number of the last tick that ran (the mount is tick 1).
    public private(set) var tickNumber = 0

    /// When true (the default) the first invalidation schedules a tick on the main actor; when false
    /// ticks run only through `tick()` and `settle()`.
    public var schedulesTicks = true

    /// Passes of one tick (evaluate, then run lifecycle callbacks that may dirty more nodes) before the
    /// tick stops with a `passLimit` diagnostic and leaves the rest to the next tick.
    public var maximumPassesPerTick = 16
    /// Consecutive ticks in which a body may invalidate itself before the engine stops re-running it.
    public var maximumSelfInvalidations = 8
    /// Ticks one `settle()` runs at most before it gives up with a diagnostic.
    public var maximumTicksPerSettle = 10_000

    /// How many rows a lazy container materialises before the host reports its visible range.
    public let initialVisibleRows: Int

    /// What a misuse that SwiftUI traps on does (a missing `@EnvironmentObject`, a missing
    /// `@Environment(Model.self)` object, a modifier the engine cannot apply).
    ///
    /// `false` (the default, and what the browser host uses): the misuse is a `fault` diagnostic,
    /// `fault` is set, and at the end of the tick the tree is replaced by the error view
    /// (``errorMessage(for:)``); the graph then runs no more ticks and takes no events, and
    /// `unmount()` still closes it. One session's mistake never ends the process. `true`: the
    /// program stops with the message, as SwiftUI does (the headless host offers it for tests that
    /// want the trap).
    public let trapsOnMisuse: Bool

    /// The misuse that stopped this tree, or `nil` while it runs (see ``trapsOnMisuse``).
    public private(set) var fault: Fault?
    /// True between a fault and the end of its tick: bodies get a placeholder instead of running.
    var evaluatesPlaceholders: Bool { fault != nil && !faultApplied }

    /// What the host provides to this graph's app: `@AppStorage` values, lifecycle notifications,
    /// location. The host fills it in after creating the graph.
    public let host: HostServices
    /// The current scene phase (`.active` until the host sets another with `setScenePhase(_:)`).
    public private(set) var scenePhase = ScenePhase.active

    let rootScope: EnvironmentScope
    /// The scope under the root that provides `\.scenePhase` (the root view's nodes read from it).
    let sceneScope: EnvironmentScope
    /// The size class, locale and colour scheme the host reports, and their scopes below the scene's
    /// (ViewGraph+HostEnvironment.swift).
    var hostEnvironment: HostEnvironment
    /// The bytes of the mounted `Image(data:)` nodes, by the key in their `blob` attribute.
    public let imageData = ImageDataTable()
    let operations: OperationList
    // Read or written for every node mounted; main-actor state with no overlapping accesses, so no
    // dynamic exclusivity checks.
    @exclusivity(unchecked) private var nextID = 1
    @exclusivity(unchecked) private var owners: [NodeID: Node] = [:]
    private(set) var root: RootNode!
    /// Names this graph's page in the line a fatal signal writes (``FatalSignalNote``): for the
    /// browser host, its app and session. Empty (no name) by default.
    @_spi(SwiftletHost) public var fatalSignalLabel: String {
        get {
            String(
                decoding: UnsafeBufferPointer(
                    start: pageTarget.label.bytes, count: SignalLabel.length(of: pageTarget.label.bytes)), as: UTF8.self
            )
        }
        set { pageTarget.label.set(newValue) }
    }

    /// This graph as the task-local page of the code it runs (announcements, ``SessionResources/current``).
    private(set) lazy var pageTarget = PageTarget(root: root, resources: host.resources)
    private var queue = DirtyQueue()
    private var deferred: [Node] = []
    /// Nodes a keyed diff removed in this tick, released once the tick's operations went to the host:
    /// freeing a large subtree (clearing a list) then no longer delays the frame that shows it.
    @exclusivity(unchecked) var retiredNodes: [Node] = []
    /// The transactions of the writes that invalidated nodes not yet refreshed.
    var pendingTransactions: [ObjectIdentifier: (node: Node, transaction: Transaction)] = [:]
    private var confirmations: [(token: DependencyToken, reason: EvaluationReason, dueTick: Int)] = []
    private var callbacks: [() -> Void] = []
    private var taskStarts: [() -> Void] = []
    private var tickScheduled = false
    private(set) var isTicking = false
    private(set) var isUnmounted = false
    /// Whether the error view replaced the tree after `fault` was recorded.
    private var faultApplied = false

    /// Mounts `root` (evaluating each body exactly once) and renders the initial tree as tick 1.
    /// `visibleRows` is the window of lazy containers until the host reports one; `environment`
    /// holds the base values (for example `imageLoader`); `trapsOnMisuse` chooses between the error
    /// view and a trap for misuse (see ``trapsOnMisuse``).
    public init<Root: View>(
        _ root: Root, visibleRows: Int = 20, environment: EnvironmentValues = EnvironmentValues(),
        trapsOnMisuse: Bool = false
    ) {
        MainQueue.prepare()
        initialVisibleRows = max(0, visibleRows)
        self.trapsOnMisuse = trapsOnMisuse
        var base = environment
        let host = base.hostServices ?? HostServices()
        base.hostServices = host
        self.host = host
        // Scene values the host restores are read by the very first bodies.
        host.sceneStorage.load(SceneStorageRestoration.values)
        rootScope = EnvironmentScope(base: base)
        sceneScope = EnvironmentScope(
            parent: rootScope, key: AnyHashable(\EnvironmentValues.scenePhase as AnyKeyPath), name: { "ScenePhaseKey" },
            apply: { $0.scenePhase = .active })
        hostEnvironment = HostEnvironment(below: sceneScope)
        operations = OperationList()
        tickNumber = 1
        isTicking = true
        let rootNode = RootNode(graph: self)
        self.root = rootNode
        owners[NodeID(0)] = rootNode
        rootNode.mountContent(root)
        runPasses()
        finishTick(emit: false)
    }

    // MARK: Host API

    /// Applies one host event on the main actor. Taps, input and toggles run their action now; the
    /// resulting changes are rendered by the next tick. Throws `HostEventError.unknownNode` for an id
    /// that is not mounted and `.notApplicable` for an event the node does not take (for example a
    /// tap on a disabled button).
    public func send(_ event: HostEvent) throws {
        FatalSignalNote.enter(pageTarget.label)
        try PageRoute.$target.withValue(pageTarget) { try sendInRoute(event) }
    }

    /// The replies of events applied since the last tick that reached `onTick`, in order
    /// (ViewGraph+Answers.swift).
    var unanswered: [Int] = []

    private func sendInRoute(_ event: HostEvent) throws {
        let id = event.nodeID
        guard !isUnmounted, fault == nil, let node = owners[id] else { throw HostEventError.unknownNode(id) }
        switch event {
        case .refresh:
            guard let refreshable = Self.modifierAncestor(of: node, where: { $0.refreshAction != nil }) else {
                throw HostEventError.notApplicable(id, "no refreshable action on this node or its ancestors")
            }
            refreshable.startRefresh()
        case .submit:
            guard let submitting = Self.modifierAncestor(of: node, where: { $0.submitAction != nil }) else {
                throw HostEventError.notApplicable(id, "no onSubmit action on this node or its ancestors")
            }
            submitting.submitAction?()
        case .focus(_, let focused):
            guard let focusing = Self.modifierAncestor(of: node, where: { $0.focusReport(for: id) != nil }) else {
                throw HostEventError.notApplicable(id, "no focused(_:) modifier on this node")
            }
            focusing.focusReport(for: id)?(focused)
        case .gesture(_, let input):
            if try pressStyledButton(input, node: node, id: id) { break }
            try sendGesture(input, to: node, id: id)
        // See MeasuredSize.swift.
        case .size(_, let size):
            try receiveSize(size, for: node)
        case .placement(_, let placement):
            try receivePlacement(placement, for: node)
        default:
            guard let handler = node as? EventHandlingNode else {
                throw HostEventError.notApplicable(id, "\(node.component) takes no \(event)")
            }
            do {
                try handler.handle(event)
            } catch {
                // A refused value is said again (see `HostEventError.invalidValue`).
                if !operations.operations.isEmpty { scheduleTick() }
                throw error
            }
        }
        if !operations.operations.isEmpty { scheduleTick() }
    }

    /// Runs the refreshable action for the node `id` (or its nearest refreshable ancestor) and returns
    /// when the action has finished. The action is a task owned by the modifier's view: unmounting it
    /// cancels the action. Throws like `send(_:)`.
    public func refresh(_ id: NodeID) async throws {
        guard !isUnmounted, fault == nil, let node = owners[id] else { throw HostEventError.unknownNode(id) }
        guard
            let refreshable = Self.modifierAncestor(of: node, where: { $0.refreshAction != nil })
        else {
            throw HostEventError.notApplicable(id, "no refreshable action on this node or its ancestors")
        }
        let task = refreshable.startRefresh()
        await task?.value
    }

    /// Runs one tick now if anything is dirty: evaluates dirty bodies parents first, runs lifecycle
    /// callbacks, starts tasks, and delivers the operations to `onTick`.
    public func tick() {
        guard !isTicking, !isUnmounted, !faultApplied, hasPendingWork else { return }
        tickScheduled = false
        isTicking = true
        tickNumber += 1
        for node in deferred { queue.push(node) }
        deferred.removeAll()
        runPasses()
        finishTick(emit: true)
    }

    private func runPasses() {
        FatalSignalNote.enter(pageTarget.label)
        PageRoute.$target.withValue(pageTarget) { runPassesInRoute() }
    }

    private func runPassesInRoute() {
        var pass = 0
        while (!queue.isEmpty || !callbacks.isEmpty) && fault == nil {
            pass += 1
            if pass > maximumPassesPerTick {
                report(
                    .passLimit,
                    "tick \(tickNumber) needed more than \(maximumPassesPerTick) passes; the rest runs next tick")
                while let node = queue.pop() { deferred.append(node) }
                break
            }
            while fault == nil, let node = queue.pop() {
                guard node.isMounted, !node.pendingReasons.isEmpty else { continue }
                // A node a `withAnimation` write invalidated renders with its transaction.
                if pendingTransactions.isEmpty { node.refresh() } else { refreshInTransaction(node) }
            }
            let pending = callbacks
            callbacks.removeAll()
            for callback in pending { callback() }
        }
    }

    /// Runs ticks until nothing is dirty and every ready main-actor task has reached a suspension
    /// point (work awaiting other executors may still be running: use a condition to wait for it).
    public func settle() async {
        var quiet = 0
        var ticks = 0
        while quiet < 3 && !isUnmounted {
            if hasPendingWork {
                if ticks >= maximumTicksPerSettle {
                    report(.invalidationLoop, "settle() stopped after \(ticks) ticks: something keeps invalidating")
                    return
                }
                tick()
                ticks += 1
                quiet = 0
                continue
            }
            await Task.yield()
            quiet = hasPendingWork ? 0 : quiet + 1
        }
    }

    /// Moves the scene to `phase` (a host call, on the main actor): bodies reading
    /// `@Environment(\.scenePhase)` run again in the next tick, and the lifecycle notifications of the
    /// transition are posted on `host.notificationCenter` now, in order: `appWillResignActive` when
    /// leaving `.active`, `appDidEnterBackground` when entering `.background`, `appWillEnterForeground`
    /// when leaving `.background`, `appDidBecomeActive` when entering `.active`. Setting the current
    /// phase again does nothing.
    public func setScenePhase(_ phase: ScenePhase) {
        guard phase != scenePhase, !isUnmounted else { return }
        let old = scenePhase
        scenePhase = phase
        sceneScope.setOverride { $0.scenePhase = phase }
        let center = host.notificationCenter
        if old == .active { center.post(name: .appWillResignActive, object: nil) }
        if phase == .background { center.post(name: .appDidEnterBackground, object: nil) }
        if old == .background { center.post(name: .appWillEnterForeground, object: nil) }
        if phase == .active { center.post(name: .appDidBecomeActive, object: nil) }
    }

    /// Removes the tree; cancels every task it owns within this call and runs `onDisappear` actions.
    public func unmount() {
        guard !isUnmounted else { return }
        root.unmountContent()
        imageData.removeAll()
        let pending = callbacks
        callbacks.removeAll()
        for callback in pending { callback() }
        isUnmounted = true
        pageTarget.root = nil
        retiredNodes.removeAll()
        let removed = operations.take()
        if !removed.isEmpty {
            tickNumber += 1
            onTick?(TickUpdate(tick: tickNumber, operations: removed))
        }
        queue = DirtyQueue()
        deferred.removeAll()
        taskStarts.removeAll()
    }

    /// Whether a tick has something to do (never, once a fault stopped the tree).
    public var hasPendingWork: Bool {
        guard !faultApplied else { return false }
        return !queue.isEmpty || !deferred.isEmpty || !callbacks.isEmpty || !operations.operations.isEmpty
    }

    // MARK: Engine internals

    func allocateID() -> NodeID {
        defer { nextID += 1 }
        return NodeID(nextID)
    }

    /// Makes `node` the owner of the rendered node `id` (its `renderID`), for event lookup.
    func register(_ node: Node, for id: NodeID) {
        owners[id] = node
        node.isRegistered = true
    }

    /// Drops a removed node from the event lookup (a flag, not a conformance cast: it runs per node).
    func forget(_ node: Node) {
        if node.isRegistered { owners[node.renderID] = nil }
    }

    /// Creates the node for any view value: primitives build their own, user views get a `ViewNode`
    /// named `component` (by default the view's type). The value goes on as it is (`UnopenedView`):
    /// the optimiser's existential specialisation copied every value out of the box it shares with
    /// the parent and boxed it again (five allocations per benchmark row).
    @inline(__always)
    func makeNode(for view: any View, parent: Node, component: NodeComponent? = nil) -> Node {
        makeNode(for: UnopenedView(view), parent: parent, component: component)
    }

    private func makeNode(for view: UnopenedView, parent: Node, component: NodeComponent?) -> Node {
        let type = type(of: view.value)
        if let maker = NodeMakers.maker(for: type) { return maker(view.value, parent) }
        return ViewNode(view: view.value, graph: self, parent: parent, component: component ?? .type(type))
    }

    func invalidate(_ node: Node, reason: EvaluationReason) {
        guard !faultApplied else { return }
        if Tracking.current === node, isTicking {
            if node.selfInvalidationStreak >= maximumSelfInvalidations {
                if node.selfInvalidationStreak == maximumSelfInvalidations {
                    report(
                        .invalidationLoop,
                        "\(node.identityPath) invalidated itself while evaluating in \(maximumSelfInvalidations) "
                            + "consecutive ticks; it is not re-run for that until something else changes")
                    node.selfInvalidationStreak += 1
                }
                return
            }
            node.selfInvalidationStreak += 1
        } else if !(Tracking.current === node) {
            node.selfInvalidationStreak = 0
        }
        if !node.pendingReasons.contains(reason) { node.pendingReasons.append(reason) }
        if let transaction = TransactionContext.current { noteTransaction(transaction, for: node) }
        if isTicking && node.evaluatedTick == tickNumber {
            deferToNextTick(node)
        } else {
            queue.push(node)
        }
        scheduleTick()
    }

    /// Keeps `node` dirty for the next tick (it already ran in this one).
    func deferToNextTick(_ node: Node) {
        guard !deferred.contains(where: { $0 === node }) else { return }
        deferred.append(node)
        scheduleTick()
    }

    /// Invalidates `node` once more after the next tick completes.
    func invalidateAfterNextTick(_ node: Node, reason: EvaluationReason) {
        confirmations.append((node.dependencyToken, reason, tickNumber + 1))
    }

    /// Runs `callback` after the current evaluation pass (or in the next tick when idle).
    func enqueueCallback(_ callback: @escaping () -> Void) {
        callbacks.append(callback)
        scheduleTick()
    }

    /// Runs `start` at the end of the current tick, after the tree is committed.
    func enqueueTaskStart(_ start: @escaping () -> Void) {
        taskStarts.append(start)
        if !isTicking { scheduleTick() }
    }

    func report(_ kind: Diagnostic.Kind, _ message: String) {
        let diagnostic = Diagnostic(kind: kind, message: message, tick: tickNumber)
        diagnostics.append(diagnostic)
        onDiagnostic?(diagnostic)
    }

    func scheduleTick() {
        guard schedulesTicks, !tickScheduled, !isUnmounted, !faultApplied else { return }
        tickScheduled = true
        // The task holds the graph strongly until it runs (one turn of the main actor): a `weak`
        // capture would give the graph a side table, and every node's access to its unowned `graph`
        // would take the runtime's slow path. `tick()` does nothing once the graph was unmounted.
        Task { @MainActor in
            guard self.tickScheduled else { return }
            self.tickScheduled = false
            if !self.isTicking { self.tick() }
        }
    }

    private func finishTick(emit: Bool) {
        if fault != nil { replaceTreeAfterFault() }
        let starts = taskStarts
        taskStarts.removeAll()
        // Tasks started here post announcements to this graph.
        FatalSignalNote.enter(pageTarget.label)
        PageRoute.$target.withValue(pageTarget) { for start in starts { start() } }
        let due = confirmations.filter { $0.dueTick <= tickNumber }
        confirmations.removeAll { $0.dueTick <= tickNumber }
        isTicking = false
        for confirmation in due { confirmation.token.node?.invalidate(confirmation.reason) }
        let animated = operations.takeAnimations()
        let produced = operations.take()
        if !pendingTransactions.isEmpty {
            pendingTransactions = pendingTransactions.filter {
                $0.value.node.isMounted && !$0.value.node.pendingReasons.isEmpty
            }
        }
        if !deferred.isEmpty { scheduleTick() }
        if emit && !produced.isEmpty {
            let answers = unanswered
            unanswered.removeAll()
            onTick?(TickUpdate(tick: tickNumber, operations: produced, animations: animated, answers: answers))
        }
        if !retiredNodes.isEmpty {
            let released = retiredNodes.count
            retiredNodes.removeAll()
            if released >= FreedBlocks.tidyingThreshold { FreedBlocks.tidy() }
        }
    }

    // MARK: Faults

    /// The text of the error view that replaces a tree stopped by a fault.
    public static func errorMessage(for reason: String) -> String {
        "Swiftlet could not render this view: \(reason)"
    }

    /// A misuse SwiftUI traps on. With `trapsOnMisuse` the program stops with `reason`; otherwise the
    /// first misuse becomes `fault` (and a `fault` diagnostic), bodies evaluated for the rest of the
    /// tick get an empty placeholder, and the tick ends by replacing the tree with the error view.
    func misuse(_ reason: String, at identityPath: String) {
        if trapsOnMisuse { fatalError(reason) }
        guard fault == nil, !isUnmounted else { return }
        fault = Fault(reason: reason, identityPath: identityPath, tick: tickNumber)
        report(.fault, "\(identityPath): \(reason); this tree shows the error view and stops")
        if !isTicking {
            // Noticed outside a tick (say, in an action): apply it now, as a tick of its own.
            isTicking = true
            tickNumber += 1
            finishTick(emit: true)
        }
    }

    /// Unmounts the content (its tasks are cancelled, its `onDisappear` actions run) and mounts the
    /// error view in its place; nothing is evaluated or scheduled afterwards.
    private func replaceTreeAfterFault() {
        guard let fault, !faultApplied else { return }
        queue = DirtyQueue()
        deferred.removeAll()
        confirmations.removeAll()
        taskStarts.removeAll()
        root.unmountContent()
        imageData.removeAll()
        let pending = callbacks
        callbacks.removeAll()
        for callback in pending { callback() }
        faultApplied = true
        // One text carrying the attribute `fault=true` (hosts may style it; tests find it).
        root.mountContent(
            Text(Self.errorMessage(for: fault.reason)).foregroundColor(.red).builtin(AttributeModifier(.fault, "true"))
        )
        queue = DirtyQueue()
        deferred.removeAll()
        callbacks.removeAll()
        taskStarts.removeAll()
    }

    /// The nearest modifier node at or above `node` that `matches`.
    private static func modifierAncestor(of node: Node, where matches: (ModifierNode) -> Bool) -> ModifierNode? {
        var current: Node? = node
        while let candidate = current {
            if let modifier = candidate as? ModifierNode, matches(modifier) { return modifier }
            current = candidate.parent
        }
        return nil
    }
}

/// A node that takes host events addressed to its rendered node.
@MainActor
protocol EventHandlingNode: AnyObject {
    func handle(_ event: HostEvent) throws
}

extension ElementNode: EventHandlingNode {}

extension HostEvent {
    /// The node the event is addressed to.
    public var nodeID: NodeID {
        switch self {
        case .tap(let id), .input(let id, _), .submit(let id), .toggle(let id, _), .select(let id, _),
            .refresh(let id), .visibleRange(let id, _), .navigateBack(let id), .focus(let id, _),
            .gesture(let id, _), .size(let id, _), .placement(let id, _):
            return id
        }
    }
}

extension ViewGraph {
    /// The misuse that stopped a tree (see `ViewGraph.trapsOnMisuse`).
    public struct Fault: Sendable, Equatable, CustomStringConvertible {
        /// What was wrong, as a sentence (also the error view's text after its prefix).
        public let reason: String
        /// The identity path of the view where it was noticed.
        public let identityPath: String
        /// The tick in which it was noticed.
        public let tick: Int

        public var description: String { "\(identityPath): \(reason)" }
    }
}
