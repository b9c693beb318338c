/// What a primitive renders: its kind, text, attributes and a fixed list of child views.
struct ElementDescription {
    var kind: RenderKind
    var text: String?
    var attributes: [String: String] = [:]
    /// Child views in order. Their number and types are fixed for a given primitive type.
    var children: [any View] = []
}

/// A primitive that renders one node of its own (text, button, stacks, fields).
@MainActor
protocol ElementView: PrimitiveView {
    /// Describes the rendered node. Environment and binding reads made here are tracked for the node.
    func describe(in node: ElementNode) -> ElementDescription
    /// Handles a host event addressed to this node. Throws `HostEventError.notApplicable` by default.
    func handle(_ event: HostEvent, node: ElementNode) throws
    /// `view` if it is a value of this type: a check of its dynamic type, where `as? any ElementView`
    /// would look the conformance up in the runtime's cache.
    static func sameType(_ view: any View) -> (any ElementView)?
}

extension ElementView {
    static func sameType(_ view: any View) -> (any ElementView)? { view as? Self }

    func makeNode(parent: Node) -> Node { ElementNode(view: self, graph: parent.graph, parent: parent) }

    /// Makes the element node of a value of this type given as `any View`.
    static var elementNodeMaker: NodeMaker {
        { view, parent in ElementNode(view: view as! Self, graph: parent.graph, parent: parent) }
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        throw HostEventError.notApplicable(node.ownID, "\(Graph.typeName(of: self)) does not handle \(event)")
    }
}

/// The node of an ``ElementView``: owns one rendered node and diffs its text and attributes.
@MainActor
final class ElementNode: Node {
    // Main-actor state touched only by this class's own non-overlapping accesses: no dynamic
    // exclusivity checks (see `Node`).
    @exclusivity(unchecked) private(set) var view: any ElementView
    let ownID: NodeID
    @exclusivity(unchecked) private var text: String?
    @exclusivity(unchecked) private var attributes: [String: String] = [:]
    @exclusivity(unchecked) private var children: [Node] = []
    /// The comparison plan of the view's type, looked up on the first update.
    @exclusivity(unchecked) private var comparisonPlan: ComparisonPlan?

    init(view: any ElementView, graph: ViewGraph, parent: Node) {
        self.view = view
        self.ownID = graph.allocateID()
        super.init(graph: graph, parent: parent, component: .type(type(of: view)))
        graph.register(self, for: ownID)
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { children }

    private func describe() -> ElementDescription {
        epoch += 1
        return Tracking.reading(as: self) { view.describe(in: self) }
    }

    override func mount() -> RenderNode {
        let description = describe()
        text = description.text
        attributes = description.attributes
        var rendered: [RenderNode] = []
        rendered.reserveCapacity(description.children.count)
        for (index, childView) in description.children.enumerated() {
            let component: NodeComponent =
                description.children.count > 1 ? .position(type(of: childView), index) : .type(type(of: childView))
            let node = graph.makeNode(for: childView, parent: self, component: component)
            children.append(node)
            rendered.append(node.mount())
        }
        return RenderNode(id: ownID, kind: description.kind, text: text, attributes: attributes, children: rendered)
    }

    override func update(with newView: __owned any View) {
        let equal: Bool
        if let same = type(of: view).sameType(newView) {
            let plan = comparisonPlan ?? ComparisonPlans.plan(for: type(of: view))
            comparisonPlan = plan
            // Compared with the stored value and moved into its storage.
            equal = Equality.exchange(&view, with: same, plan: plan, log: graph.evaluations)
        } else if let other = newView as? any ElementView {
            comparisonPlan = nil
            equal = Equality.elements(view, other, log: graph.evaluations)
            view = other
        } else {
            return
        }
        // An equal primitive describes itself the same way and holds equal children: skip the
        // subtree (what it reads from the environment or bindings invalidates it directly).
        if equal { return }
        let description = describe()
        apply(description)
        for (node, childView) in zip(children, description.children) {
            node.update(with: childView)
        }
    }

    override func refresh() {
        pendingReasons = []
        apply(describe())
    }

    private func apply(_ description: ElementDescription) {
        if description.text != text {
            text = description.text
            graph.operations.setText(ownID, description.text ?? "")
        }
        if description.attributes != attributes {
            for (name, value) in description.attributes where attributes[name] != value {
                graph.operations.setAttribute(ownID, name: name, value: value)
            }
            for name in attributes.keys where description.attributes[name] == nil {
                graph.operations.removeAttribute(ownID, name: name)
            }
            attributes = description.attributes
        }
    }

    override func willUnmount() {
        graph.imageData.release(ownID)
    }

    /// Routes a host event to the primitive.
    func handle(_ event: HostEvent) throws {
        try view.handle(event, node: self)
    }
}
