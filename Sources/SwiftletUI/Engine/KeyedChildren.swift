/// Keyed children of a container node and the diff that reorders them with the fewest moves.
@MainActor
struct KeyedChildren {
    struct Child {
        let id: AnyHashable
        let node: Node
    }

    private(set) var children: [Child] = []

    var nodes: [Node] { children.map(\.node) }

    /// Mounts the initial children (no operations: the caller inserts the container).
    mutating func mount(ids: [AnyHashable], make: (Int) -> Node) -> [RenderNode] {
        var rendered: [RenderNode] = []
        rendered.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() {
            let node = make(index)
            children.append(Child(id: id, node: node))
            rendered.append(node.mount())
        }
        return rendered
    }

    /// Turns the children into `newIDs` (unique) under the rendered node `container`: removes the
    /// missing ones, moves the ones outside the longest increasing run, inserts the new ones, then
    /// calls `update` for every child that existed before (with its new position).
    mutating func reconcile(
        to newIDs: [AnyHashable], container: NodeID, graph: ViewGraph, make: (Int) -> Node,
        update: (Int, Node) -> Void
    ) {
        let operations = graph.operations
        let wanted = Set(newIDs)
        var kept: [AnyHashable: Node] = [:]
        kept.reserveCapacity(children.count)
        var current: [AnyHashable] = []
        current.reserveCapacity(children.count)
        for child in children {
            if wanted.contains(child.id) {
                kept[child.id] = child.node
                current.append(child.id)
            } else {
                let id = child.node.renderID
                child.node.unmount()
                operations.remove(id)
            }
        }
        if current.isEmpty {
            var rebuilt: [Child] = []
            rebuilt.reserveCapacity(newIDs.count)
            for (index, id) in newIDs.enumerated() {
                let node = make(index)
                rebuilt.append(Child(id: id, node: node))
                operations.insert(parent: container, index: index, node: node.mount())
            }
            children = rebuilt
            return
        }
        if current != newIDs {
            var position: [AnyHashable: Int] = [:]
            position.reserveCapacity(current.count)
            for (index, id) in current.enumerated() { position[id] = index }
            // Loops rather than closures in this hot path: main-actor closures are checked on every call.
            var sources: [Int] = []
            sources.reserveCapacity(newIDs.count)
            for id in newIDs { sources.append(position[id] ?? -1) }
            let stable = Self.longestIncreasingRun(sources)
            var fresh: [AnyHashable: Node] = [:]
            var anchor: AnyHashable?
            for index in newIDs.indices.reversed() {
                let id = newIDs[index]
                if let node = kept[id] {
                    if !stable.contains(index) {
                        current.remove(at: current.firstIndex(of: id)!)
                        let target = anchor.flatMap { current.firstIndex(of: $0) } ?? current.count
                        current.insert(id, at: target)
                        operations.move(node.renderID, parent: container, index: target)
                    }
                } else {
                    let node = make(index)
                    fresh[id] = node
                    let rendered = node.mount()
                    let target = anchor.flatMap { current.firstIndex(of: $0) } ?? current.count
                    current.insert(id, at: target)
                    operations.insert(parent: container, index: target, node: rendered)
                }
                anchor = id
            }
            var reordered: [Child] = []
            reordered.reserveCapacity(newIDs.count)
            for id in newIDs { reordered.append(Child(id: id, node: kept[id] ?? fresh[id]!)) }
            children = reordered
        } else if children.count != current.count {
            var remaining: [Child] = []
            remaining.reserveCapacity(current.count)
            for child in children where kept[child.id] != nil { remaining.append(child) }
            children = remaining
        }
        for (index, child) in children.enumerated() where kept[child.id] != nil {
            update(index, child.node)
        }
    }

    /// Removes every child.
    mutating func removeAll(graph: ViewGraph) {
        for child in children {
            let id = child.node.renderID
            child.node.unmount()
            graph.operations.remove(id)
        }
        children = []
    }

    /// Indices (into `sources`) of a longest strictly increasing subsequence, ignoring -1 entries.
    static func longestIncreasingRun(_ sources: [Int]) -> Set<Int> {
        var tails: [Int] = []  // indices into sources
        var previous = [Int](repeating: -1, count: sources.count)
        for (index, value) in sources.enumerated() where value >= 0 {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sources[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result = Set<Int>()
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.insert(cursor)
            cursor = previous[cursor]
        }
        return result
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
