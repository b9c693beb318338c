/// The rendered tree as the hosts know it, kept by node id so operations apply in O(1) per node.
@MainActor
final class RenderStore {
    struct Record {
        var kind: RenderKind
        var text: String?
        var attributes: [String: String]
        var children: [NodeID]
        var parent: NodeID?
    }

    /// Main-actor state changed only by `apply` and `add`: no dynamic exclusivity checks.
    @exclusivity(unchecked) private(set) var records: [NodeID: Record] = [:]
    let rootID: NodeID

    init(root: RenderNode) {
        rootID = root.id
        add(root, parent: nil)
    }

    private func add(_ node: RenderNode, parent: NodeID?) {
        records[node.id] = Record(
            kind: node.kind, text: node.text, attributes: node.attributes, children: node.children.map(\.id),
            parent: parent)
        for child in node.children { add(child, parent: node.id) }
    }

    func apply(_ operation: RenderOperation) {
        switch operation {
        case .insert(let parent, let index, let node):
            add(node, parent: parent)
            let count = records[parent]?.children.count ?? 0
            records[parent]?.children.insert(node.id, at: min(index, count))
        case .remove(let id):
            if let parent = records[id]?.parent { detach(id, from: parent) }
            drop(id)
        case .move(let id, let parent, let index):
            if let old = records[id]?.parent { detach(id, from: old) }
            let count = records[parent]?.children.count ?? 0
            records[parent]?.children.insert(id, at: min(index, count))
            records[id]?.parent = parent
        case .setText(let id, let text):
            records[id]?.text = text
        case .setAttribute(let id, let name, let value):
            records[id]?.attributes[name] = value
        case .removeAttribute(let id, let name):
            records[id]?.attributes[name] = nil
        }
    }

    /// Removes `id` from its parent's children. A plain search instead of `removeAll(where:)`: a
    /// closure formed here would be main-actor isolated and checked on every call.
    private func detach(_ id: NodeID, from parent: NodeID) {
        guard let index = records[parent]?.children.firstIndex(of: id) else { return }
        records[parent]?.children.remove(at: index)
    }

    private func drop(_ id: NodeID) {
        guard let record = records.removeValue(forKey: id) else { return }
        for child in record.children { drop(child) }
    }

    /// The subtree at `id` as a value.
    func node(_ id: NodeID) -> RenderNode? {
        guard let record = records[id] else { return nil }
        return RenderNode(
            id: id, kind: record.kind, text: record.text, attributes: record.attributes,
            children: record.children.compactMap { node($0) })
    }

    func record(_ id: NodeID) -> Record? { records[id] }

    var tree: RenderNode { node(rootID)! }
}

/// The operations of the current tick; each is applied to the store as it is recorded.
@MainActor
final class OperationList {
    @exclusivity(unchecked) private(set) var operations: [RenderOperation] = []
    let store: RenderStore

    init(store: RenderStore) { self.store = store }

    private func append(_ operation: RenderOperation) {
        operations.append(operation)
        store.apply(operation)
    }

    func insert(parent: NodeID, index: Int, node: RenderNode) {
        append(.insert(parent: parent, index: index, node: node))
    }
    func remove(_ id: NodeID) { append(.remove(id)) }
    func move(_ id: NodeID, parent: NodeID, index: Int) { append(.move(id, parent: parent, index: index)) }
    func setText(_ id: NodeID, _ text: String) { append(.setText(id, text)) }
    func setAttribute(_ id: NodeID, name: String, value: String) {
        append(.setAttribute(id, name: name, value: value))
    }
    func removeAttribute(_ id: NodeID, name: String) { append(.removeAttribute(id, name: name)) }

    /// Hands out this tick's operations and starts a new list.
    func take() -> [RenderOperation] {
        defer { operations = [] }
        return operations
    }
}
