import HeapModule

/// The nodes to evaluate in the current tick: shallowest first (parents before children), each at
/// most once (a node already queued is not queued again).
@MainActor
struct DirtyQueue {
    private struct Entry: Comparable {
        let depth: Int
        let sequence: Int
        let node: Node

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.depth, lhs.sequence) < (rhs.depth, rhs.sequence)
        }
        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.node === rhs.node }
    }

    private var heap = Heap<Entry>()
    private var sequence = 0

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    /// Queues `node` unless it is queued already.
    mutating func push(_ node: Node) {
        guard !node.isQueued else { return }
        node.isQueued = true
        sequence += 1
        heap.insert(Entry(depth: node.depth, sequence: sequence, node: node))
    }

    /// The shallowest queued node.
    mutating func pop() -> Node? {
        guard let entry = heap.popMin() else { return nil }
        entry.node.isQueued = false
        return entry.node
    }
}
