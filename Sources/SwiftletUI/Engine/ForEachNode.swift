/// A `ForEach` outside lazy containers: a transparent `.group` whose children are the rows, keyed.
@MainActor
final class ForEachNode: Node {
    let ownID: NodeID
    private var source: any RowSource
    private var rows = KeyedChildren()

    init(graph: ViewGraph, parent: Node, source: any RowSource) {
        ownID = graph.allocateID()
        self.source = source
        super.init(graph: graph, parent: parent, component: .name("ForEach"))
        graph.register(self, for: ownID)
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { rows.nodes }

    private func makeRow(_ row: Int, id: AnyHashable) -> Node {
        let view = runningRowClosure(as: owningViewNode) { source.rowView(at: row) }
        return graph.makeNode(for: view, parent: self, component: .row(source.rowType, id: id))
    }

    private func reportDuplicate(_ id: AnyHashable) {
        graph.report(
            .duplicateID, "\(identityPath): the id \(id.base) appears more than once; later rows are dropped")
    }

    override func mount() -> RenderNode {
        let ids = source.rowIDs(in: 0..<source.rowCount)
        let rendered = rows.mount(ids: ids, reportDuplicate: reportDuplicate, make: makeRow)
        return RenderNode(id: ownID, kind: .group, children: rendered)
    }

    override func snapshot() -> RenderNode {
        RenderNode(id: ownID, kind: .group, children: rows.nodes.map { $0.snapshot() })
    }

    override func update(with view: __owned any View) {
        guard let newSource = view as? any RowSource else { return }
        source = newSource
        // Looked up once per update, never kept: a node holds no reference to another but its children.
        let reader = owningViewNode
        let context = KeyedDiffContext(
            container: ownID, graph: graph, make: { [unowned self] row, id in makeRow(row, id: id) },
            // The new source itself, not the stored property: no access to this node per row.
            update: { [unowned self] row, node in
                runningRowClosure(as: reader) { newSource.updateRow(at: row, node: node) }
            },
            reportDuplicate: { [unowned self] id in reportDuplicate(id) })
        rows.reconcile(to: source.rowIDs(in: 0..<source.rowCount), context: context)
    }
}

/// One materialised row of a lazy container: owns a `.row` node (attribute `index`) around the row.
@MainActor
final class RowNode: Node {
    let ownID: NodeID
    private var index: Int
    private var pendingView: (any View)?
    private var child: Node!

    init(graph: ViewGraph, parent: Node, index: Int, view: any View, component: NodeComponent) {
        ownID = graph.allocateID()
        self.index = index
        pendingView = view
        super.init(graph: graph, parent: parent, component: component)
        graph.register(self, for: ownID)
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { child.map { [$0] } ?? [] }

    override func mount() -> RenderNode {
        let view = pendingView!
        pendingView = nil
        child = graph.makeNode(for: view, parent: self)
        return RenderNode(id: ownID, kind: .row, attributes: [.index: String(index)], children: [child.mount()])
    }

    override func snapshot() -> RenderNode {
        RenderNode(id: ownID, kind: .row, attributes: [.index: String(index)], children: [child.snapshot()])
    }

    func update(index newIndex: Int, view: any View) {
        if newIndex != index {
            index = newIndex
            graph.operations.setAttribute(ownID, name: .index, value: String(newIndex))
        }
        child.update(with: view)
    }
}
