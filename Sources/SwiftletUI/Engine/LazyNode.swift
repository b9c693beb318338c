/// A `LazyVStack` or `List`: materialises only the rows of the visible window plus one row of
/// overscan. Attributes: `lazy` = `true`, `rowCount` (all rows), `firstRow` (the first materialised
/// row); each child is a `.row` node with attribute `index`.
///
/// When the parent re-evaluates, only the materialised rows are rebuilt and compared: the cost
/// follows the window, not the number of rows.
@MainActor
final class LazyNode: Node, EventHandlingNode {
    let ownID: NodeID
    private var container: any LazyContainer
    private var source: any RowSource
    private var rows = KeyedChildren()
    private var visible: Range<Int>
    private var attributes: [RenderAttribute: String] = [:]
    /// The kind rendered at mount (operations never change a node's kind).
    private var kind = RenderKind.lazyVStack

    init(graph: ViewGraph, parent: Node, container: any LazyContainer) {
        ownID = graph.allocateID()
        self.container = container
        self.source = rowSource(of: container.lazyContent)
        visible = 0..<graph.initialVisibleRows
        super.init(graph: graph, parent: parent, component: .type(type(of: container)))
        graph.register(self, for: ownID)
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { rows.nodes }

    /// The materialised rows: the visible window plus the overscan after it (one row; one grid line of
    /// a grid), clamped to the data.
    private var materialised: Range<Int> {
        let count = source.rowCount
        let lower = min(max(visible.lowerBound, 0), count)
        let upper = min(max(visible.upperBound + container.lazyOverscan, lower), count)
        return lower..<upper
    }

    private func currentAttributes() -> [RenderAttribute: String] {
        var attributes = container.lazyAttributes
        attributes[.lazy] = "true"
        attributes[.rowCount] = String(source.rowCount)
        attributes[.firstRow] = String(materialised.lowerBound)
        return attributes
    }

    private func makeRow(_ row: Int, id: AnyHashable) -> Node {
        let view = runningRowClosure(as: owningViewNode) { source.rowView(at: row) }
        return RowNode(graph: graph, parent: self, index: row, view: view, component: .row(source.rowType, id: id))
    }

    private func reportDuplicate(_ id: AnyHashable) {
        graph.report(
            .duplicateID, "\(identityPath): the id \(id.base) appears more than once; later rows are dropped")
    }

    override func mount() -> RenderNode {
        attributes = currentAttributes()
        kind = container.lazyKind
        let rendered = rows.mount(
            ids: source.rowIDs(in: materialised), reportDuplicate: reportDuplicate, make: makeRow)
        return RenderNode(id: ownID, kind: kind, attributes: attributes, children: rendered)
    }

    override func snapshot() -> RenderNode {
        RenderNode(id: ownID, kind: kind, attributes: attributes, children: rows.nodes.map { $0.snapshot() })
    }

    override func update(with view: __owned any View) {
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
        let context = KeyedDiffContext(
            container: ownID, graph: graph, make: { [unowned self] row, id in makeRow(row, id: id) },
            update: { [unowned self] row, node in
                let view = runningRowClosure(as: owningViewNode) { source.rowView(at: row) }
                (node as? RowNode)?.update(index: row, view: view)
            },
            reportDuplicate: { [unowned self] id in reportDuplicate(id) })
        rows.reconcile(to: source.rowIDs(in: materialised), context: context)
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
    var lazyAttributes: [RenderAttribute: String] { get }
    var lazyContent: any View { get }
    /// Rows materialised after the visible window.
    var lazyOverscan: Int { get }
}

extension LazyContainer {
    var lazyOverscan: Int { 1 }

    func makeNode(parent: Node) -> Node { LazyNode(graph: parent.graph, parent: parent, container: self) }
}
