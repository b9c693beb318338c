/// A reusable modifier with a body of its own, as in SwiftUI. It may hold `@State` and other
/// wrappers: they live as long as the modified view's identity.
@MainActor
public protocol ViewModifier {
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = ViewModifierContent<Self>
    /// The modified view; place `content` where the original view goes.
    @ViewBuilder func body(content: Content) -> Body
}

/// Shares the current content of a custom modifier with the node that renders it.
@MainActor
final class ContentBox {
    var content: any View
    weak var node: PassthroughNode?
    init(content: any View) { self.content = content }
}

/// The value a custom modifier's node evaluates: the modifier and the box with its content.
struct ModifierBodyView<Modifier: ViewModifier>: View {
    let modifier: Modifier
    let box: ContentBox

    var body: Modifier.Body { modifier.body(content: ViewModifierContent(box: box)) }
}

/// The node of a custom ``ViewModifier``: evaluates its body like a view's, and passes new content
/// to the placeholder even when the modifier itself did not change.
@MainActor
final class ViewModifierNode: ViewNode {
    private let box: ContentBox

    init(modifier: any ViewModifier, content: any View, graph: ViewGraph, parent: Node) {
        let box = ContentBox(content: content)
        self.box = box
        super.init(
            view: Self.wrap(modifier, box), graph: graph, parent: parent, component: .type(type(of: modifier)))
    }

    private static func wrap<M: ViewModifier>(_ modifier: M, _ box: ContentBox) -> any View {
        ModifierBodyView(modifier: modifier, box: box)
    }

    override func update(with newView: __owned any View) {
        guard let modified = newView as? any ModifiedContentProtocol, let modifier = modified.customModifier else {
            return
        }
        box.content = modified.anyContent
        super.update(with: Self.wrap(modifier, box))
        box.node?.update(with: ViewModifierContentMarker())
    }

    /// A modifier's row value goes through `update(with:)`, which unwraps it.
    override func update<Row: View>(row view: __owned Row) { update(with: view) }
}

/// A node that renders exactly its content: the placeholder of a custom modifier.
@MainActor
final class PassthroughNode: Node {
    private let box: ContentBox
    private var child: Node!

    init(graph: ViewGraph, parent: Node, box: ContentBox) {
        self.box = box
        super.init(graph: graph, parent: parent, component: .name("Content"))
        box.node = self
    }

    override var renderID: NodeID { child.renderID }
    override var childNodes: [Node] { child.map { [$0] } ?? [] }

    override func mount() -> RenderNode {
        child = graph.makeNode(for: box.content, parent: self)
        return child.mount()
    }

    override func update(with view: __owned any View) {
        child.update(with: box.content)
    }
}
