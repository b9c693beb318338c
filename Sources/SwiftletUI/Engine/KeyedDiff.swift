/// What a keyed diff works on: the rendered container and how to make and update its rows.
@MainActor
struct KeyedDiffContext {
    let container: NodeID
    let graph: ViewGraph
    /// Makes the (unmounted) node of a new row: its data row and id.
    let make: @MainActor (_ row: Int, _ id: AnyHashable) -> Node
    /// Gives a kept node the value of its data row; called in the new order.
    let update: @MainActor (_ row: Int, _ node: Node) -> Void
    /// Reports an id that appears more than once (the later rows are dropped).
    let reportDuplicate: @MainActor (AnyHashable) -> Void
}

/// The keyed diff of one id type, in O(n) apart from the longest increasing subsequence
/// (O(m log m) in the m rows that are neither a common prefix nor a common suffix):
///
/// 1. The common prefix and suffix are matched by `==` alone; an update that keeps every id (or only
///    removes some) hashes nothing.
/// 2. Otherwise old ids are indexed, the rows that left are removed, and the kept rows of the middle
///    that lie on a longest increasing subsequence of their old positions stay; every other kept row
///    moves (the minimum number of moves) and new rows are inserted.
/// 3. Every kept node then receives its new value (`update`), in the new order.
///
/// Operation indices are computed in O(1) each: see ``placeMiddle``.
@MainActor
enum KeyedDiff<ID: Hashable> {
    static func run(
        from previous: TypedRowIDs<ID>?, to new: TypedRowIDs<ID>, children: inout [Node], context: KeyedDiffContext
    ) -> any RowIDs {
        guard let old = previous else {
            // Another id type: nothing is kept.
            removeAll(&children, context: context)
            let clean = new.deduplicated(report: context.reportDuplicate)
            insertAll(clean, at: 0, children: &children, context: context)
            return clean
        }
        let oldIDs = old.ids
        let newIDs = new.ids
        let shortest = min(oldIDs.count, newIDs.count)
        var prefix = 0
        while prefix < shortest, oldIDs[prefix] == newIDs[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shortest - prefix, oldIDs[oldIDs.count - 1 - suffix] == newIDs[newIDs.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = prefix..<(oldIDs.count - suffix)
        let newMiddle = prefix..<(newIDs.count - suffix)

        if newMiddle.isEmpty {
            // Only removals (or nothing): the new ids are a subset of the old, unique ones.
            for index in oldMiddle {
                let node = children[index]
                let id = node.renderID
                node.unmount()
                context.graph.operations.remove(id)
            }
            context.graph.retiredNodes.append(contentsOf: children[oldMiddle])
            children.removeSubrange(oldMiddle)
            for index in children.indices { context.update(new.row(at: index), children[index]) }
            return new
        }

        if let sources = permutedSources(oldIDs, newIDs, middle: oldMiddle, newMiddle: newMiddle) {
            // The middle only reordered a few ids in place: nothing to insert or remove.
            let kept = [Bool](repeating: true, count: sources.count)
            _ = placeMiddle(
                sources: sources, kept: kept, old: oldMiddle, new: new, prefix: prefix, children: children,
                context: context)
            // Only the exchanged rows change place (a copy of the array would retain every node).
            let exchanged = sources.indices.filter { sources[$0] != $0 }
            let nodes = exchanged.map { children[prefix + sources[$0]] }
            for (offset, node) in zip(exchanged, nodes) { children[prefix + offset] = node }
            for index in children.indices { context.update(new.row(at: index), children[index]) }
            return new
        }

        var oldIndex: [ID: Int] = [:]
        oldIndex.reserveCapacity(oldIDs.count)
        for index in oldIDs.indices { oldIndex[oldIDs[index]] = index }
        // Old positions (relative to the old middle) of the new middle's ids; -1 for new ids. An id
        // seen twice, or found in the common prefix or suffix, is a duplicate.
        var sources = [Int](repeating: -1, count: newMiddle.count)
        var kept = [Bool](repeating: false, count: oldMiddle.count)
        var freshIDs = Set<ID>()
        for offset in sources.indices {
            let id = newIDs[prefix + offset]
            if let index = oldIndex[id] {
                guard oldMiddle.contains(index), !kept[index - prefix] else {
                    return rerunWithoutDuplicates(old, new, &children, context)
                }
                kept[index - prefix] = true
                sources[offset] = index - prefix
            } else if !freshIDs.insert(id).inserted {
                return rerunWithoutDuplicates(old, new, &children, context)
            }
        }
        let middle = placeMiddle(
            sources: sources, kept: kept, old: oldMiddle, new: new, prefix: prefix, children: children,
            context: context)
        var result: [Node] = []
        result.reserveCapacity(newIDs.count)
        result.append(contentsOf: children[..<prefix])
        for offset in sources.indices {
            result.append(sources[offset] >= 0 ? children[prefix + sources[offset]] : middle.fresh[offset]!)
        }
        result.append(contentsOf: children[oldMiddle.upperBound...])
        children = result
        for index in children.indices where !middle.isFresh(index - prefix) {
            context.update(new.row(at: index), children[index])
        }
        return new
    }

    /// When the new middle is the old one with a few ids exchanged among themselves (a swap, a row
    /// moved a short way), the old positions of the new middle's ids, found without indexing every
    /// id: ids at the same offset in both are kept in place, and the ones that differ are looked up
    /// among each other. Nil when the middles differ in length, in too many offsets, or in their ids
    /// (then the general path indexes them). Such a middle is a permutation of unique old ids, so it
    /// holds no duplicates.
    static func permutedSources(_ oldIDs: [ID], _ newIDs: [ID], middle: Range<Int>, newMiddle: Range<Int>) -> [Int]? {
        guard middle == newMiddle else { return nil }
        let limit = max(8, middle.count / 8)
        var differing: [Int] = []
        for offset in 0..<middle.count where oldIDs[middle.lowerBound + offset] != newIDs[middle.lowerBound + offset] {
            differing.append(offset)
            if differing.count > limit { return nil }
        }
        var oldOffsets: [ID: Int] = [:]
        oldOffsets.reserveCapacity(differing.count)
        for offset in differing { oldOffsets[oldIDs[middle.lowerBound + offset]] = offset }
        var sources = Array(0..<middle.count)
        for offset in differing {
            // Each old id once: the dictionary entry is consumed.
            guard let source = oldOffsets.removeValue(forKey: newIDs[middle.lowerBound + offset]) else { return nil }
            sources[offset] = source
        }
        return sources
    }

    /// The rows of the middle that were inserted, by offset in the new middle.
    struct Middle {
        var fresh: [Node?]
        func isFresh(_ offset: Int) -> Bool { offset >= 0 && offset < fresh.count && fresh[offset] != nil }
    }

    /// Removes the old rows that left, then moves and inserts so that the middle matches `sources`.
    ///
    /// Kept rows on a longest increasing run of `sources` stay where they are. When nothing else
    /// moves, new rows are inserted front to back at their final index. Otherwise the middle is
    /// built back to front, each row placed right before the row that follows it: the index of that
    /// spot is the prefix length plus the kept rows not yet placed that precede the anchor run. The
    /// run ends at the last stable row placed (or the end), whose old position `boundary` only
    /// decreases, so the count is kept in O(1) amortised.
    private static func placeMiddle(
        sources: [Int], kept: [Bool], old: Range<Int>, new: TypedRowIDs<ID>, prefix: Int, children: [Node],
        context: KeyedDiffContext
    ) -> Middle {
        let operations = context.graph.operations
        for offset in 0..<old.count where !kept[offset] {
            let node = children[old.lowerBound + offset]
            let id = node.renderID
            node.unmount()
            operations.remove(id)
            context.graph.retiredNodes.append(node)
        }
        let stable = longestIncreasingRun(sources)
        var fresh = [Node?](repeating: nil, count: sources.count)
        var moves = 0
        for offset in sources.indices where sources[offset] >= 0 && !stable[offset] { moves += 1 }

        if moves == 0 {
            for offset in sources.indices where sources[offset] < 0 {
                let node = context.make(new.row(at: prefix + offset), new.id(at: prefix + offset))
                fresh[offset] = node
                operations.insert(parent: context.container, index: prefix + offset, node: node.mount())
            }
            return Middle(fresh: fresh)
        }

        // keptBefore[p]: kept old rows at old positions < p.
        var keptBefore = [Int](repeating: 0, count: old.count + 1)
        for position in 0..<old.count { keptBefore[position + 1] = keptBefore[position] + (kept[position] ? 1 : 0) }
        var moved = [Bool](repeating: false, count: old.count)
        var boundary = old.count
        var movedBelowBoundary = 0
        for offset in sources.indices.reversed() {
            let source = sources[offset]
            let unplacedBefore = keptBefore[boundary] - movedBelowBoundary
            if source < 0 {
                let node = context.make(new.row(at: prefix + offset), new.id(at: prefix + offset))
                fresh[offset] = node
                operations.insert(parent: context.container, index: prefix + unplacedBefore, node: node.mount())
            } else if stable[offset] {
                for position in source..<boundary where moved[position] { movedBelowBoundary -= 1 }
                boundary = source
            } else {
                let below = source < boundary
                let node = children[old.lowerBound + source]
                operations.move(
                    node.renderID, parent: context.container, index: prefix + unplacedBefore - (below ? 1 : 0))
                moved[source] = true
                if below { movedBelowBoundary += 1 }
            }
        }
        return Middle(fresh: fresh)
    }

    private static func rerunWithoutDuplicates(
        _ old: TypedRowIDs<ID>, _ new: TypedRowIDs<ID>, _ children: inout [Node], _ context: KeyedDiffContext
    ) -> any RowIDs {
        let clean = new.deduplicated(report: context.reportDuplicate) as! TypedRowIDs<ID>
        return run(from: old, to: clean, children: &children, context: context)
    }

    private static func removeAll(_ children: inout [Node], context: KeyedDiffContext) {
        for node in children {
            let id = node.renderID
            node.unmount()
            context.graph.operations.remove(id)
        }
        context.graph.retiredNodes.append(contentsOf: children)
        children = []
    }

    private static func insertAll(_ ids: any RowIDs, at start: Int, children: inout [Node], context: KeyedDiffContext) {
        for index in 0..<ids.count {
            let node = context.make(ids.row(at: index), ids.id(at: index))
            children.append(node)
            context.graph.operations.insert(parent: context.container, index: start + index, node: node.mount())
        }
    }

    /// Flags the entries of a longest strictly increasing subsequence of `sources` (-1 entries,
    /// new rows, are never part of it). O(m log m).
    static func longestIncreasingRun(_ sources: [Int]) -> [Bool] {
        var tails: [Int] = []  // indices into sources
        var previous = [Int](repeating: -1, count: sources.count)
        for index in sources.indices where sources[index] >= 0 {
            let value = sources[index]
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sources[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result = [Bool](repeating: false, count: sources.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result[cursor] = true
            cursor = previous[cursor]
        }
        return result
    }
}
