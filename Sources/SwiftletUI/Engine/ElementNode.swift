import Foundation

/// A view value passed to a function as it is. The optimiser's existential specialisation rewrites a
/// function that takes an `any View` to open the value at each call (copying it out of the box it
/// shares with the caller's copy) and box it again inside, two allocations per node; it leaves a
/// struct that holds the existential alone.
struct UnopenedView {
    let value: any View
    init(_ value: any View) { self.value = value }
}

/// What a primitive renders: its kind, text, attributes and a fixed list of child views.
struct ElementDescription {
    var kind: RenderKind
    var text: String?
    var attributes: [RenderAttribute: String] = [:]
    /// Child views in order. Their number and types are fixed for a given primitive type.
    var children: [any View] = []
    /// Whether the children depend on what `describe` reads (an edit mode, a search text): when a
    /// read invalidates the node, its children then receive their new values too (Lists and navigation).
    var refreshesChildren = false
}

/// A primitive that renders one node of its own (text, button, stacks, fields).
@MainActor
protocol ElementView: PrimitiveView, View {
    /// Describes the rendered node. Environment and binding reads made here are tracked for the node.
    func describe(in node: ElementNode) -> ElementDescription
    /// Handles a host event addressed to this node. Throws `HostEventError.notApplicable` by default.
    func handle(_ event: HostEvent, node: ElementNode) throws
    /// Whether the children depend on values `describe` reads (a picker's options on its selection,
    /// a disclosure group's content on its binding), so a change of those updates the children too.
    /// False by default: a change only updates the node's own text and attributes.
    static var refreshesChildren: Bool { get }
}

extension ElementView {
    func makeNode(parent: Node) -> Node {
        ElementNode(
            view: UnopenedView(self), operations: ElementOperations.of(Self.self), graph: parent.graph, parent: parent)
    }

    /// Makes the element node of a value of this type given as `any View`. The node keeps that
    /// existential as it is (its box shared with the parent's copy), not a copy of the value.
    static var elementNodeMaker: NodeMaker {
        let operations = ElementOperations.of(Self.self)
        return { view, parent in
            ElementNode(view: UnopenedView(view), operations: operations, graph: parent.graph, parent: parent)
        }
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        throw HostEventError.notApplicable(node.ownID, "\(Graph.typeName(of: self)) does not handle \(event)")
    }

    static var refreshesChildren: Bool { false }
}

/// What an element node calls on its value, one instance per element type. The node holds the
/// value as the parent made it, an `any View` whose box it shares; a cast to `any ElementView` would
/// copy the value into a new box for every node mounted.
@MainActor
class ElementOperations {
    /// The element type.
    let type: any ElementView.Type
    /// The type's `refreshesChildren`.
    let refreshesChildren: Bool

    fileprivate init(type: any ElementView.Type) {
        self.type = type
        refreshesChildren = type.refreshesChildren
    }

    private static var known: [TypeKey: ElementOperations] = [:]

    /// The operations of `Element`, made on first use.
    static func of<Element: ElementView>(_: Element.Type) -> ElementOperations {
        let key = TypeKey(Element.self)
        if let found = known[key] { return found }
        let made = TypedElementOperations<Element>()
        known[key] = made
        return made
    }

    /// The operations of `type`, if it is an element type. A cast of the metatype: a value would be
    /// copied into a new box to be cast.
    static func of(type: Any.Type) -> ElementOperations? {
        guard let elementType = type as? any ElementView.Type else { return nil }
        func typed<Element: ElementView>(_: Element.Type) -> ElementOperations { of(Element.self) }
        return typed(elementType)
    }

    /// `describe(in:)` of `view`, a value of `type`.
    func describe(_ view: any View, node: ElementNode) -> ElementDescription { fatalError("abstract") }

    /// `handle(_:node:)` of `view`, a value of `type`.
    func handle(_ event: HostEvent, _ view: any View, node: ElementNode) throws { fatalError("abstract") }
}

private final class TypedElementOperations<Element: ElementView>: ElementOperations {
    init() { super.init(type: Element.self) }

    override func describe(_ view: any View, node: ElementNode) -> ElementDescription {
        describe(opened: view, node: node)
    }

    override func handle(_ event: HostEvent, _ view: any View, node: ElementNode) throws {
        try handle(event, opened: view, node: node)
    }

    // `Opened` is `Element`: the node checked the value's type. The value is copied out of the
    // node's existential without a runtime cast.
    private func describe<Opened: View>(opened view: Opened, node: ElementNode) -> ElementDescription {
        precondition(Opened.self == Element.self)
        return unsafeBitCast(view, to: Element.self).describe(in: node)
    }

    private func handle<Opened: View>(_ event: HostEvent, opened view: Opened, node: ElementNode) throws {
        precondition(Opened.self == Element.self)
        try unsafeBitCast(view, to: Element.self).handle(event, node: node)
    }
}

/// The node of an ``ElementView``: owns one rendered node and diffs its text and attributes.
@MainActor
final class ElementNode: Node {
    // Main-actor state touched only by this class's own non-overlapping accesses: no dynamic
    // exclusivity checks (see `Node`).
    /// The value as the parent gave it: a row's buttons are not copied out of the row's box.
    @exclusivity(unchecked) private(set) var view: any View
    /// The functions of the value's type.
    @exclusivity(unchecked) private var operations: ElementOperations
    let ownID: NodeID
    @exclusivity(unchecked) private var text: String?
    /// The kind rendered at mount (operations never change a node's kind).
    private(set) var kind = RenderKind.group
    /// Whether an operation set the text to "" because the description's text became nil.
    private var textCleared = false
    @exclusivity(unchecked) private var attributes: [RenderAttribute: String] = [:]
    @exclusivity(unchecked) private var children: [Node] = []
    /// The size the host measured for this node's element (shapes, `GeometryReader`), if reported.
    var measuredSize: CGSize?
    /// Where the host placed this node's element, and whether its content asked (`GeometryReader`).
    var measuredPlacement: MeasuredPlacement?
    /// The comparison plan of the view's type, looked up on the first update.
    @exclusivity(unchecked) private var comparisonPlan: ComparisonPlan?
    /// State a primitive keeps between renders (a custom-styled button's press state): see
    /// `NodeSlots`.
    var slots = NodeSlots()

    /// A node for `view`, whose type is `operations.type`.
    init(view: UnopenedView, operations: ElementOperations, graph: ViewGraph, parent: Node) {
        self.view = view.value
        self.operations = operations
        self.ownID = graph.allocateID()
        super.init(graph: graph, parent: parent, component: .type(operations.type))
        graph.register(self, for: ownID)
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { children }

    private func describe() -> ElementDescription {
        epoch += 1
        return Tracking.reading(as: self) { operations.describe(view, node: self) }
    }

    override func mount() -> RenderNode {
        let description = describe()
        kind = description.kind
        text = description.text
        attributes = description.attributes
        var rendered: [RenderNode] = []
        rendered.reserveCapacity(description.children.count)
        children.reserveCapacity(description.children.count)
        for (index, childView) in description.children.enumerated() {
            let component: NodeComponent =
                description.children.count > 1 ? .position(type(of: childView), index) : .type(type(of: childView))
            let node = graph.makeNode(for: childView, parent: self, component: component)
            children.append(node)
            rendered.append(node.mount())
        }
        var node = RenderNode(id: ownID, kind: description.kind, text: text, attributes: attributes, children: rendered)
        node.passIdentifierThroughFrames()
        return node
    }

    /// The rendered node an `identifier` of this element lands on: its own, except that a frame
    /// passes it to the view inside (see `RenderNode.passIdentifierThroughFrames`).
    var identifierTarget: NodeID {
        guard kind == .frame, let content = children.first, let inner = content.renderingElement,
            inner.kind == .frame || RenderNode.identifierPassesInto.contains(inner.kind),
            content.snapshot().attributes[.identifier] == nil
        else { return ownID }
        return inner.identifierTarget
    }

    override func update(with newView: __owned any View) {
        let equal: Bool
        if type(of: newView) == operations.type {
            let plan = comparisonPlan ?? ComparisonPlans.plan(for: operations.type)
            comparisonPlan = plan
            // Compared where both values lie; the new one is kept (its closures are the newest).
            equal = Equality.views(view, newView, plan: plan, log: graph.evaluations)
        } else if let other = ElementOperations.of(type: type(of: newView)) {
            equal = false
            operations = other
            comparisonPlan = nil
        } else {
            return
        }
        view = newView
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
        let description = describe()
        apply(description)
        // Opt-in, by the element's type (a picker, a disclosure group) or by one description (an
        // editable row, a searchable container).
        guard description.refreshesChildren || operations.refreshesChildren else { return }
        for (node, childView) in zip(children, description.children) {
            node.update(with: childView)
        }
    }

    private func apply(_ description: ElementDescription) {
        if description.text != text {
            text = description.text
            textCleared = description.text == nil
            graph.operations.setText(ownID, description.text ?? "")
        }
        if description.attributes != attributes {
            for (name, value) in description.attributes where attributes[name] != value {
                graph.operations.setAttribute(name == .identifier ? identifierTarget : ownID, name: name, value: value)
            }
            for name in attributes.keys where description.attributes[name] == nil {
                graph.operations.removeAttribute(name == .identifier ? identifierTarget : ownID, name: name)
            }
            attributes = description.attributes
        }
    }

    override func snapshot() -> RenderNode {
        var node = RenderNode(
            id: ownID, kind: kind, text: textCleared ? "" : text, attributes: attributes,
            children: children.map { $0.snapshot() })
        node.passIdentifierThroughFrames()
        return node
    }

    override func willUnmount() {
        graph.imageData.release(ownID)
    }

    /// Routes a host event to the primitive. A value the control refused
    /// (`HostEventError.invalidValue`) is said again as an operation, because the host shows what
    /// it sent: the next tick restores the last valid value there.
    func handle(_ event: HostEvent) throws {
        do {
            try operations.handle(event, view, node: self)
        } catch HostEventError.invalidValue(let id, let reason) {
            if let value = attributes[.value] {
                graph.operations.setAttribute(ownID, name: .value, value: value)
            } else if kind == .textField || kind == .textEditor {
                graph.operations.setText(ownID, text ?? "")
            }
            throw HostEventError.invalidValue(id, reason)
        }
    }
}
