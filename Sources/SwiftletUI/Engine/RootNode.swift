/// The graph's root: owns the `.root` rendered node (id 0) and the root view's node.
@MainActor
final class RootNode: Node {
    let ownID = NodeID(0)
    private var content: Node?
    /// The newest announcement (ViewGraph+Announcements).
    var announcement: Announced?

    init(graph: ViewGraph) {
        super.init(graph: graph, parent: nil, component: .name("Root"))
        scope = graph.hostEnvironment.rootScope
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { content.map { [$0] } ?? [] }

    override func snapshot() -> RenderNode {
        RenderNode(
            id: ownID, kind: .root,
            attributes: announcement.map { [.announcement: "\($0.count) \($0.text)"] } ?? [:],
            children: content.map { [$0.snapshot()] } ?? [])
    }

    func mountContent(_ view: any View) {
        let node = graph.makeNode(for: view, parent: self)
        content = node
        graph.operations.insert(parent: ownID, index: 0, node: node.mount())
    }

    func unmountContent() {
        guard let content else { return }
        let id = content.renderID
        content.unmount()
        graph.operations.remove(id)
        self.content = nil
    }
}
