@_spi(SwiftletHost) import SwiftletUI

/// Applies operations to a tree value the way a host would, independently of the engine's store,
/// so tests can check that the operations of each tick reproduce the engine's tree.
struct OperationReplayer {
    private(set) var tree: RenderNode

    init(_ tree: RenderNode) { self.tree = tree }

    mutating func apply(_ update: TickUpdate) {
        for operation in update.operations { apply(operation) }
    }

    mutating func apply(_ operation: RenderOperation) {
        switch operation {
        case .insert(let parent, let index, let node):
            Self.edit(&tree, parent) { $0.children.insert(node, at: index) }
        case .remove(let id):
            _ = Self.detach(&tree, id)
        case .move(let id, let parent, let index):
            if let node = Self.detach(&tree, id) {
                Self.edit(&tree, parent) { $0.children.insert(node, at: index) }
            }
        case .setText(let id, let text):
            Self.edit(&tree, id) { $0.text = text }
        case .setAttribute(let id, let name, let value):
            Self.edit(&tree, id) { $0.attributes[name] = value }
        case .removeAttribute(let id, let name):
            Self.edit(&tree, id) { $0.attributes[name] = nil }
        }
    }

    @discardableResult
    private static func edit(_ node: inout RenderNode, _ id: NodeID, _ change: (inout RenderNode) -> Void) -> Bool {
        if node.id == id {
            change(&node)
            return true
        }
        for index in node.children.indices where edit(&node.children[index], id, change) { return true }
        return false
    }

    private static func detach(_ node: inout RenderNode, _ id: NodeID) -> RenderNode? {
        if let index = node.children.firstIndex(where: { $0.id == id }) {
            return node.children.remove(at: index)
        }
        for index in node.children.indices {
            if let found = detach(&node.children[index], id) { return found }
        }
        return nil
    }
}
