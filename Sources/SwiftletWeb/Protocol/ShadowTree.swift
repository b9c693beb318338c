@_spi(SwiftletHost) import SwiftletUI

/// The host's record of every mounted node (kind, text, attributes, parent and children), kept in step
/// with the engine's operations so that each `RenderOperation` can be turned into `DOMChange`s for just
/// the elements it touches. Never calls `body`; never diffs HTML.
struct ShadowTree {
    struct Node {
        var kind: RenderKind
        var text: String?
        var attributes: [RenderAttribute: String]
        var parent: NodeID?
        var children: [NodeID]
        /// The ``ShadowTree/stamp`` of the last operation that changed the node, its attributes or its
        /// children.
        var changedAt = 0
    }

    /// An operation referred to a node this tree does not hold.
    struct UnknownNode: Error, Equatable {
        let id: NodeID
        var operation: String = ""
    }

    private(set) var nodes: [NodeID: Node] = [:]
    /// What operations applied now mark their nodes with: the browser host's next frame sequence.
    var stamp = 0

    init() {}

    init(_ tree: RenderNode) {
        reset(tree)
    }

    /// Forgets everything and records `tree`.
    mutating func reset(_ tree: RenderNode) {
        // A node that a render shows as it was keeps its stamp: a render changes nothing by itself.
        let before = nodes
        nodes.removeAll(keepingCapacity: true)
        retired.removeAll()
        record(tree, parent: nil)
        guard !before.isEmpty else { return }
        for (id, node) in nodes {
            guard let old = before[id], old.kind == node.kind, old.text == node.text,
                old.attributes == node.attributes, old.children == node.children
            else { continue }
            nodes[id]?.changedAt = old.changedAt
        }
    }

    func contains(_ id: NodeID) -> Bool { nodes[id] != nil }

    /// Whether `id` or a node below it changed after stamp `sequence` and up to stamp `bound`. Past
    /// 512 nodes below it the answer is yes: an event on so large a node, made against an old page,
    /// is not worth the risk.
    func changed(_ id: NodeID, after sequence: Int, upTo bound: Int) -> Bool {
        var pending = [id]
        var visited = 0
        while let next = pending.popLast() {
            guard let node = nodes[next] else { continue }
            if node.changedAt > sequence, node.changedAt <= bound { return true }
            visited += 1
            if visited > 512 { return true }
            pending += node.children
        }
        return false
    }

    func kind(of id: NodeID) -> RenderKind? { nodes[id]?.kind }

    /// Applies `operations` in order and returns the DOM changes that reproduce them in the browser.
    /// Throws `UnknownNode` (leaving the tree partly updated: the caller resynchronises) when an
    /// operation names a node that is not mounted.
    mutating func apply(_ operations: [RenderOperation]) throws(UnknownNode) -> [DOMChange] {
        var changes: [DOMChange] = []
        changes.reserveCapacity(operations.count)
        // A run of removals of one parent's children, from the first: the parent, where its changes
        // start, and how many children it had before.
        var run: (parent: NodeID, start: Int, children: Int)?
        for operation in operations {
            var removedFrom: NodeID?
            if case .remove(let id) = operation, let parent = nodes[id]?.parent,
                let count = nodes[parent]?.children.count
            {
                removedFrom = parent
                if run?.parent != parent { run = (parent, changes.count, count) }
            } else {
                run = nil
            }
            do {
                try apply(operation, into: &changes)
            } catch {
                throw UnknownNode(id: error.id, operation: "\(operation)")
            }
            // Every child removed, one by one: the browser empties the container in one call.
            if let parent = removedFrom, let current = run, current.children > 1,
                changes.count - current.start == current.children, nodes[parent]?.children.isEmpty == true
            {
                changes.replaceSubrange(current.start..., with: [.removeChildren(parent: parent)])
                run = nil
            }
        }
        return changes
    }

    /// Removes `id` from its parent's children: one search that stops at the child (clearing a list
    /// removes its rows from the front, so each search ends at once) instead of a scan of every child
    /// per removal, which made clearing 10,000 rows quadratic.
    private mutating func detach(_ id: NodeID, from parent: NodeID) {
        guard let index = nodes[parent]?.children.firstIndex(of: id) else { return }
        nodes[parent]?.children.remove(at: index)
    }

    private mutating func apply(_ operation: RenderOperation, into changes: inout [DOMChange]) throws(UnknownNode) {
        switch operation {
        case .insert(let parent, let index, let node):
            guard nodes[parent] != nil else { throw UnknownNode(id: parent) }
            record(node, parent: parent)
            let position = min(max(index, 0), nodes[parent]!.children.count)
            nodes[parent]!.children.insert(node.id, at: position)
            nodes[parent]!.changedAt = stamp
            changes.append(.insert(parent: parent, index: index, element: DOMMapping.element(for: node)))
        case .remove(let id):
            // Removing a node that is already gone leaves the tree as the engine wants it.
            guard let node = nodes[id] else { return }
            if let parent = node.parent {
                detach(id, from: parent)
                nodes[parent]?.changedAt = stamp
            }
            forget(id)
            changes.append(.remove(id))
        case .move(let id, let parent, let index):
            guard let node = nodes[id] else { throw UnknownNode(id: id) }
            guard nodes[parent] != nil else { throw UnknownNode(id: parent) }
            if let old = node.parent {
                detach(id, from: old)
                nodes[old]?.changedAt = stamp
            }
            let position = min(max(index, 0), nodes[parent]!.children.count)
            nodes[parent]!.children.insert(id, at: position)
            nodes[parent]!.changedAt = stamp
            nodes[id]!.parent = parent
            nodes[id]!.changedAt = stamp
            changes.append(.move(id, parent: parent, index: index))
        case .setText(let id, let text):
            guard let kind = nodes[id]?.kind else { throw UnknownNode(id: id) }
            if kind == .text || kind == .button {
                // The text is the element's own and nothing else in its shell depends on it: the
                // change is known without building and comparing two shells (100 label changes
                // would otherwise build 200).
                let old = nodes[id]!.text
                nodes[id]!.text = text
                nodes[id]!.changedAt = stamp
                if Self.shownText(old, kind: kind) != Self.shownText(text, kind: kind) {
                    changes.append(.setText(target: DOMMapping.domID(of: id), text: text))
                }
            } else {
                try update(id, into: &changes) { $0.text = text }
            }
        case .setAttribute(let id, let name, let value):
            try update(id, into: &changes) { $0.attributes[name] = value }
        case .removeAttribute(let id, let name):
            try update(id, into: &changes) { $0.attributes[name] = nil }
        }
    }

    private mutating func update(_ id: NodeID, into changes: inout [DOMChange], _ change: (inout Node) -> Void)
        throws(UnknownNode)
    {
        guard var node = nodes[id] else { throw UnknownNode(id: id) }
        let before = DOMMapping.shell(id: id, kind: node.kind, text: node.text, attributes: node.attributes)
        change(&node)
        node.changedAt = stamp
        nodes[id] = node
        let after = DOMMapping.shell(id: id, kind: node.kind, text: node.text, attributes: node.attributes)
        // A shape whose paint needs other parts (a gradient stroke's definitions) is drawn anew: its
        // shells differ in structure, which element-by-element changes cannot express.
        if node.kind == .shape, node.children.isEmpty, !Self.sameStructure(before, after), let parent = node.parent,
            let index = nodes[parent]?.children.firstIndex(of: id)
        {
            changes.append(.remove(id))
            changes.append(.insert(parent: parent, index: index, element: after))
            return
        }
        let count = changes.count
        Self.diff(before, after, into: &changes)
        // Input controls: the engine only says an unchanged value again after refusing one the browser
        // shows (`HostEventError.invalidValue`), so the browser must put the kept value back.
        if changes.count == count, Self.valueKinds.contains(node.kind) {
            Self.reassertValue(of: after, kind: node.kind, into: &changes)
        }
    }

    /// Kinds whose element holds a value the user edits.
    static let valueKinds: Set<RenderKind> = [.textField, .textEditor, .slider, .datePicker]

    /// The change that sets the element's shown value to what `shell` says.
    static func reassertValue(of shell: DOMElement, kind: RenderKind, into changes: inout [DOMChange]) {
        if kind == .textEditor, let target = shell.domID {
            changes.append(.setAttribute(target: target, name: "value", value: shell.text ?? ""))
            return
        }
        if let target = shell.domID, let value = shell.attribute("value") {
            changes.append(.setAttribute(target: target, name: "value", value: value))
            return
        }
        for child in shell.children { reassertValue(of: child, kind: kind, into: &changes) }
    }

    /// The text a `.text` or `.button` shell shows for `text` (`DOMMapping.shell`: a `Text` always
    /// has a text node, a button only when it has a label).
    static func shownText(_ text: String?, kind: RenderKind) -> String? {
        kind == .text ? (text ?? "") : text
    }

    /// Whether two shells have the same elements in the same places (tags and child counts).
    static func sameStructure(_ old: DOMElement, _ new: DOMElement) -> Bool {
        old.tag == new.tag && old.children.count == new.children.count
            && zip(old.children, new.children).allSatisfy { sameStructure($0, $1) }
    }

    /// Element-by-element comparison of two shells of the same kind (their shapes are identical by
    /// construction). Only elements with an id can be targeted; the mapping gives an id to every
    /// element whose text or attributes depend on the node.
    static func diff(_ old: DOMElement, _ new: DOMElement, into changes: inout [DOMChange]) {
        if let target = new.domID {
            if old.text != new.text { changes.append(.setText(target: target, text: new.text ?? "")) }
            for attribute in new.attributes where old.attribute(attribute.name) != attribute.value {
                changes.append(.setAttribute(target: target, name: attribute.name, value: attribute.value))
            }
            for attribute in old.attributes where new.attribute(attribute.name) == nil {
                changes.append(.removeAttribute(target: target, name: attribute.name))
            }
        }
        for (oldChild, newChild) in zip(old.children, new.children) {
            diff(oldChild, newChild, into: &changes)
        }
    }

    private mutating func record(_ node: RenderNode, parent: NodeID?) {
        nodes[node.id] = Node(
            kind: node.kind, text: node.text, attributes: node.attributes, parent: parent,
            children: node.children.map(\.id), changedAt: stamp)
        for child in node.children { record(child, parent: node.id) }
    }

    private mutating func forget(_ id: NodeID) {
        guard let node = nodes.removeValue(forKey: id) else { return }
        for child in node.children { forget(child) }
        retired.append(node)
    }

    /// Records of removed nodes, kept until ``releaseRetired()`` so that freeing a large subtree
    /// can wait until the frame that removes it has been sent.
    private var retired: [Node] = []

    /// Frees the records of the nodes removed since the last call.
    mutating func releaseRetired() {
        if !retired.isEmpty { retired.removeAll() }
    }
}
