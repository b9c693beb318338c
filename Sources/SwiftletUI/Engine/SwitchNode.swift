/// A view whose content can change identity: `if`/`else`, optional content, `AnyView`.
@MainActor
protocol SwitchingView: PrimitiveView {
    /// Which branch is shown (a change of branch is a change of identity) and its content.
    var branch: (key: AnyHashable, content: (any View)?) { get }
}

extension SwitchingView {
    func makeNode(parent: Node) -> Node {
        SwitchNode(graph: parent.graph, parent: parent, component: .type(Self.self), view: self)
    }
}

/// Renders a transparent `.group` with zero or one child. A change of branch removes the old subtree
/// (cancelling its tasks in this tick) and mounts the new one.
@MainActor
final class SwitchNode: Node {
    let ownID: NodeID
    private var key: AnyHashable
    private var child: Node?
    private var pendingContent: (any View)?

    init(graph: ViewGraph, parent: Node, component: NodeComponent, view: any SwitchingView) {
        ownID = graph.allocateID()
        let branch = view.branch
        key = branch.key
        pendingContent = branch.content
        super.init(graph: graph, parent: parent, component: component)
        graph.register(self, for: ownID)
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { child.map { [$0] } ?? [] }

    private func makeChild(_ content: any View) -> Node {
        graph.makeNode(for: content, parent: self)
    }

    override func mount() -> RenderNode {
        var children: [RenderNode] = []
        if let content = pendingContent {
            let node = makeChild(content)
            child = node
            children.append(node.mount())
        }
        pendingContent = nil
        return RenderNode(id: ownID, kind: .group, children: children)
    }

    override func snapshot() -> RenderNode {
        RenderNode(id: ownID, kind: .group, children: child.map { [$0.snapshot()] } ?? [])
    }

    override func update(with view: __owned any View) {
        guard let switching = view as? any SwitchingView else { return }
        let branch = switching.branch
        if branch.key == key, let child, let content = branch.content {
            child.update(with: content)
            return
        }
        key = branch.key
        if let child {
            let id = child.renderID
            child.unmount()
            graph.operations.remove(id)
            self.child = nil
        }
        if let content = branch.content {
            let node = makeChild(content)
            child = node
            graph.operations.insert(parent: ownID, index: 0, node: node.mount())
        }
    }
}
