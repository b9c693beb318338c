/// Keyed children of a container node and their ids; ``KeyedDiff`` turns them into new ids with
/// the fewest moves.
@MainActor
struct KeyedChildren {
    private(set) var nodes: [Node] = []
    private var ids: any RowIDs = TypedRowIDs<Int>(ids: [], firstRow: 0)

    /// Mounts the initial children (no operations: the caller inserts the container). Duplicate ids
    /// are reported and their later rows left out.
    mutating func mount(
        ids newIDs: any RowIDs, reportDuplicate: (AnyHashable) -> Void, make: (_ row: Int, _ id: AnyHashable) -> Node
    ) -> [RenderNode] {
        let clean = newIDs.deduplicated(report: reportDuplicate)
        var rendered: [RenderNode] = []
        rendered.reserveCapacity(clean.count)
        nodes.reserveCapacity(clean.count)
        for index in 0..<clean.count {
            let node = make(clean.row(at: index), clean.id(at: index))
            nodes.append(node)
            rendered.append(node.mount())
        }
        ids = clean
        return rendered
    }

    /// Turns the children into `newIDs` under the rendered node `context.container` (see ``KeyedDiff``).
    mutating func reconcile(to newIDs: any RowIDs, context: KeyedDiffContext) {
        ids = newIDs.reconcile(from: ids, children: &nodes, context: context)
    }

    /// Mounts children for unique `AnyHashable` ids; `make` receives the index in `ids`.
    mutating func mount(ids: [AnyHashable], make: (Int) -> Node) -> [RenderNode] {
        mount(ids: TypedRowIDs(ids: ids, firstRow: 0), reportDuplicate: { _ in }, make: { index, _ in make(index) })
    }

    /// Reconciles to unique `AnyHashable` ids; `make` and `update` receive the index in `newIDs`.
    mutating func reconcile(
        to newIDs: [AnyHashable], container: NodeID, graph: ViewGraph, make: (Int) -> Node,
        update: (Int, Node) -> Void
    ) {
        withoutActuallyEscaping(make) { make in
            withoutActuallyEscaping(update) { update in
                let context = KeyedDiffContext(
                    container: container, graph: graph, make: { index, _ in make(index) },
                    update: { index, node in update(index, node) },
                    reportDuplicate: { _ in })
                reconcile(to: TypedRowIDs(ids: newIDs, firstRow: 0), context: context)
            }
        }
    }

    /// Removes every child.
    mutating func removeAll(graph: ViewGraph) {
        for node in nodes {
            let id = node.renderID
            node.unmount()
            graph.operations.remove(id)
        }
        nodes = []
        ids = TypedRowIDs<Int>(ids: [], firstRow: 0)
    }
}

/// Unique ids in order; reports duplicates.
@MainActor
func uniqueRowIDs(_ source: any RowSource, range: Range<Int>, graph: ViewGraph, owner: Node) -> (
    ids: [AnyHashable], rows: [Int]
) {
    var seen = Set<AnyHashable>()
    var ids: [AnyHashable] = []
    var rows: [Int] = []
    ids.reserveCapacity(range.count)
    rows.reserveCapacity(range.count)
    for row in range {
        let id = source.rowID(at: row)
        if seen.insert(id).inserted {
            ids.append(id)
            rows.append(row)
        } else {
            graph.report(
                .duplicateID, "\(owner.identityPath): the id \(id.base) appears more than once; later rows are dropped")
        }
    }
    return (ids, rows)
}
