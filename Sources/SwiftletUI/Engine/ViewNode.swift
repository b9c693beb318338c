import Observation

/// A mounted user view: holds its value, its state storage and the node of its body.
///
/// The body runs on mount, when the parent passes a value that is not equal (see ``Equality``), and
/// when something it read changed; at most once per tick.
@MainActor
class ViewNode: Node {
    // The stored properties below are read and written on every row of every parent tick; they
    // are main-actor state touched only by this class's own non-overlapping accesses, so they skip
    // the runtime's dynamic exclusivity checks (`@exclusivity(unchecked)`).
    @exclusivity(unchecked) private(set) var view: any View
    var child: Node?
    private var slots: [AnyObject?] = []
    private static var typesWithProperties: [ObjectIdentifier: Bool] = [:]
    /// The view's type once it is known to hold no state wrappers (saves the shared table's lookup).
    @exclusivity(unchecked) private var typeWithoutProperties: ObjectIdentifier?
    /// The comparison plan of the view's type (forgotten if a value of another type ever arrives).
    @exclusivity(unchecked) private var comparisonPlan: ComparisonPlan?
    /// The type of `view`, kept so that comparing and installing need not copy the existential.
    @exclusivity(unchecked) private var viewType: ObjectIdentifier

    init(view: any View, graph: ViewGraph, parent: Node?, component: NodeComponent) {
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        super.init(graph: graph, parent: parent, component: component)
    }

    override var renderID: NodeID { child!.renderID }
    override var childNodes: [Node] { child.map { [$0] } ?? [] }

    /// The type reported in the evaluation log.
    var evaluatedType: any View.Type { type(of: view) }

    override func mount() -> RenderNode {
        installProperties()
        let body = evaluate(reasons: [.mount])
        let node = graph.makeNode(for: body, parent: self)
        child = node
        return node.mount()
    }

    override func update(with newView: __owned any View) {
        let newType = ObjectIdentifier(type(of: newView))
        guard newType == viewType else {
            viewType = newType
            comparisonPlan = nil
            view = newView
            return didStore(same: false)
        }
        // The plan of this node's type, looked up once (rows are compared on every parent tick).
        let plan = comparisonPlan ?? ComparisonPlans.plan(for: type(of: newView))
        comparisonPlan = plan
        // Keeps the newest value (its closures and uncompared fields) whether or not it evaluates.
        let same = Equality.exchange(&view, with: newView, plan: plan, log: graph.evaluations)
        didStore(same: same)
    }

    /// `update(with:)` for a value of a statically known type. When it is this node's type, the value
    /// is compared where it is and moved into the existing storage of `view`, so an unchanged row
    /// allocates nothing; otherwise it is boxed and takes the general path.
    override func update<Row: View>(row newView: __owned Row) {
        guard ObjectIdentifier(Row.self) == viewType else { return update(with: newView) }
        let plan = comparisonPlan ?? ComparisonPlans.plan(for: Row.self)
        comparisonPlan = plan
        let same = Equality.exchange(&view, with: newView, plan: plan, log: graph.evaluations)
        didStore(same: same)
    }

    /// After a new value was stored: installs its properties, then runs the body if the value was
    /// not equal (or if the node was already dirty).
    private func didStore(same: Bool) {
        installProperties()
        if !same { pendingReasons.append(.valueChanged) }
        if !pendingReasons.isEmpty { refresh() }
    }

    override func refresh() {
        guard isMounted else { return }
        if evaluatedTick == graph.tickNumber {
            // Already ran this tick: run again on the next one (at most once per tick).
            graph.deferToNextTick(self)
            return
        }
        let reasons = pendingReasons
        pendingReasons = []
        let body = evaluate(reasons: reasons.isEmpty ? [.valueChanged] : reasons)
        child?.update(with: body)
    }

    /// The body of the current value; tracked for `@Observable` reads and logged.
    func makeBody() -> any View { Self.body(of: view) }

    private static func body<V: View>(of view: V) -> any View { view.body }

    private func evaluate(reasons: [EvaluationReason]) -> any View {
        epoch += 1
        evaluatedTick = graph.tickNumber
        // After a misuse in this tick no more app code runs: the tree is about to be replaced.
        if graph.evaluatesPlaceholders { return EmptyView() }
        graph.evaluations.record(evaluatedType, node: self, reasons: reasons, tick: graph.tickNumber)
        let token = dependencyToken
        let onChange = Self.observationHandler(token: DependencyTokenBox(token))
        return Tracking.reading(as: self) {
            withObservationTracking({ makeBody() }, onChange: onChange)
        }
    }

    nonisolated private static func observationHandler(token: DependencyTokenBox) -> @Sendable () -> Void {
        {
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { token.token.liveNode?.invalidate(.observable) }
            } else {
                Task { @MainActor in
                    guard let node = token.token.liveNode else { return }
                    node.graph.report(
                        .offMainPublish,
                        "an @Observable property read by \(node.identityPath) changed off the main actor; "
                            + "it is applied on the next tick. Mutate it on the main actor.")
                    node.invalidate(.observable)
                    // As for `objectWillChange`: the announcement precedes the store, so look once
                    // more on the tick after, in case the writing thread had not stored it yet.
                    node.graph.invalidateAfterNextTick(node, reason: .observable)
                }
            }
        }
    }

    // MARK: Dynamic properties

    func installProperties() {
        let key = viewType
        if key == typeWithoutProperties { return }
        if Self.typesWithProperties[key] == false {
            typeWithoutProperties = key
            return
        }
        var slot = 0
        Tracking.reading(as: self) {
            install(in: view, slot: &slot)
        }
        Self.typesWithProperties[key] = slot > 0
    }

    private func install(in value: Any, slot: inout Int) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? GraphProperty {
                property.install(in: self, slot: slot)
                slot += 1
            } else if child.value is DynamicProperty || child.value is any ViewModifier {
                install(in: child.value, slot: &slot)
            }
        }
    }

    func slot(_ index: Int) -> AnyObject? { index < slots.count ? slots[index] : nil }

    func setSlot(_ index: Int, _ value: AnyObject) {
        while slots.count <= index { slots.append(nil) }
        slots[index] = value
    }

    /// Subscribes this node to `object` (keeping the existing subscription for the same object).
    func observe<Object: ObservableObject>(_ object: Object, slot index: Int) {
        if let existing = slot(index) as? ObjectSubscription {
            if existing.object === object { return }
            existing.cancel()
        }
        setSlot(index, ObjectSubscription(object, node: self))
    }

    override func unmountChildren() { child?.unmount() }

    override func willUnmount() {
        for case let subscription as ObjectSubscription in slots.compactMap({ $0 }) { subscription.cancel() }
    }
}

/// Carries a dependency token into a `@Sendable` closure; only unwrapped on the main actor.
final class DependencyTokenBox: @unchecked Sendable {
    // Safe: created on the main actor and read only inside `MainActor.assumeIsolated` or a
    // `@MainActor` task; the token itself is never mutated.
    let token: DependencyToken
    init(_ token: DependencyToken) { self.token = token }
}
