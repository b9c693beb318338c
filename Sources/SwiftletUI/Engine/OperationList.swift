/// The operations of the current tick, in the order they were recorded. The engine keeps no tree of
/// its own beside them: `ViewGraph.tree` is built from the nodes, which hold what they rendered.
@MainActor
final class OperationList {
    @exclusivity(unchecked) private(set) var operations: [RenderOperation] = []

    private func append(_ operation: RenderOperation) { operations.append(operation) }

    func insert(parent: NodeID, index: Int, node: RenderNode) {
        append(.insert(parent: parent, index: index, node: node))
    }
    func remove(_ id: NodeID) { append(.remove(id)) }
    func move(_ id: NodeID, parent: NodeID, index: Int) { append(.move(id, parent: parent, index: index)) }
    func setText(_ id: NodeID, _ text: String) { append(.setText(id, text)) }
    func setAttribute(_ id: NodeID, name: RenderAttribute, value: String) {
        append(.setAttribute(id, name: name, value: value))
    }
    func removeAttribute(_ id: NodeID, name: RenderAttribute) { append(.removeAttribute(id, name: name)) }

    /// Hands out this tick's operations and starts a new list.
    func take() -> [RenderOperation] {
        defer { operations = [] }
        return operations
    }

    // Which runs of the operations animate (OperationList+Animation.swift).
    var transactions: [Transaction] = []
    var runStart = 0
    var animatedRuns: [AnimatedOperations] = []
}
