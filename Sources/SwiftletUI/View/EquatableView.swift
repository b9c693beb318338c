/// A view compared with its own `==` before its content is updated: `.equatable()`.
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
    /// The wrapped view.
    public let content: Content

    public init(content: Content) { self.content = content }

    public var body: Never { primitiveBody() }

    func makeNode(parent: Node) -> Node { EquatableNode(graph: parent.graph, parent: parent, content: content) }
}

extension View where Self: Equatable {
    /// Compares this view with `==` before re-evaluating it. The engine honours `Equatable` views
    /// anyway; this wrapper exists so SwiftUI code ports unchanged.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

@MainActor
final class EquatableNode: Node {
    private var content: any View
    private var child: Node!

    init(graph: ViewGraph, parent: Node, content: any View) {
        self.content = content
        super.init(graph: graph, parent: parent, component: .name("EquatableView"))
    }

    override var renderID: NodeID { child.renderID }
    override var childNodes: [Node] { child.map { [$0] } ?? [] }

    override func mount() -> RenderNode {
        child = graph.makeNode(for: content, parent: self)
        return child.mount()
    }

    override func update(with view: __owned any View) {
        guard let wrapper = view as? any EquatableContent else { return }
        let newContent = wrapper.anyContent
        if Equality.equatable(content, newContent) == true { return }
        content = newContent
        child.update(with: newContent)
    }
}

@MainActor
protocol EquatableContent {
    var anyContent: any View { get }
}

extension EquatableView: EquatableContent {
    var anyContent: any View { content }
}
