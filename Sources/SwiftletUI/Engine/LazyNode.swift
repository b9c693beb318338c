/// A `LazyVStack` or `List`: materialises only the rows of the visible window plus one row of
/// overscan. Attributes: `lazy` = `true`, `rowCount` (all rows), `firstRow` (the first materialised
/// row); each child is a `.row` node with attribute `index`.
///
/// When the parent re-evaluates, only the materialised rows are rebuilt and compared: the cost
/// follows the window, not the number of rows.
@MainActor
final class LazyNode: Node, RenderOwningNode, EventHandlingNode {
    let ownID: NodeID
    private var container: any LazyContainer
    private var source: any RowSource
    private var rows = KeyedChildren()
    private var visible: Range<Int>
    private var attributes: [String: String] = [:]

    init(graph: ViewGraph, parent: Node, container: any LazyContainer) {
        ownID = graph.allocateID()
        self.container = container
        self.source = rowSource(of: container.lazyContent)
        visible = 0..<graph.initialVisibleRows
        super.init(graph: graph, parent: parent, component: Graph.typeName(of: container))
        graph.register(self, for: ownID)
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { rows.nodes }

    /// The materialised rows: the visible window plus one row after it, clamped to the data.
    private var materialised: Range<Int> {
        let count = source.rowCount
        let lower = min(max(visible.lowerBound, 0), count)
        let upper = min(max(visible.upperBound + 1, lower), count)
        return lower..<upper
    }

    private func currentAttributes() -> [String: String] {
        var attributes = container.lazyAttributes
        attributes["lazy"] = "true"
        attributes["rowCount"] = String(source.rowCount)
        attributes["firstRow"] = String(materialised.lowerBound)
        return attributes
    }

    private func makeRow(_ row: Int, id: AnyHashable) -> Node {
        RowNode(
            graph: graph, parent: self, index: row, view: source.rowView(at: row),
            component: "\(source.rowTypeName)[\(id.base)]")
    }

    override func mount() -> RenderNode {
        attributes = currentAttributes()
        let (ids, positions) = uniqueRowIDs(source, range: materialised, graph: graph, owner: self)
        let rendered = rows.mount(ids: ids) { makeRow(positions[$0], id: ids[$0]) }
        return RenderNode(id: ownID, kind: container.lazyKind, attributes: attributes, children: rendered)
    }

    override func update(with view: any View) {
        guard let newContainer = view as? any LazyContainer else { return }
        container = newContainer
        source = rowSource(of: newContainer.lazyContent)
        rematerialise()
    }

    override func refresh() {
        pendingReasons = []
        rematerialise()
    }

    private func rematerialise() {
        let newAttributes = currentAttributes()
        for (name, value) in newAttributes where attributes[name] != value {
            graph.operations.setAttribute(ownID, name: name, value: value)
        }
        for name in attributes.keys where newAttributes[name] == nil {
            graph.operations.removeAttribute(ownID, name: name)
        }
        attributes = newAttributes
        let (ids, positions) = uniqueRowIDs(source, range: materialised, graph: graph, owner: self)
        rows.reconcile(
            to: ids, container: ownID, graph: graph, make: { makeRow(positions[$0], id: ids[$0]) },
            update: { index, node in
                (node as? RowNode)?.update(index: positions[index], view: source.rowView(at: positions[index]))
            })
    }

    /// Takes `visibleRange` events: the rows the host shows now. Materialising happens in the next tick.
    func handle(_ event: HostEvent) throws {
        guard case .visibleRange(_, let range) = event else {
            throw HostEventError.notApplicable(ownID, "a lazy container takes visibleRange and refresh events")
        }
        guard range != visible else { return }
        visible = range
        invalidate(.input)
    }
}

/// A lazy container view (`LazyVStack`, `List`).
@MainActor
protocol LazyContainer: PrimitiveView {
    var lazyKind: RenderKind { get }
    var lazyAttributes: [String: String] { get }
    var lazyContent: any View { get }
}

extension LazyContainer {
    func makeNode(parent: Node) -> Node { LazyNode(graph: parent.graph, parent: parent, container: self) }
}
