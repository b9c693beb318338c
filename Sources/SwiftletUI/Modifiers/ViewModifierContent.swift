/// Stands for the modified view inside a ``ViewModifier``'s body.
public struct ViewModifierContent<Modifier: ViewModifier>: View, PrimitiveView {
    let box: ContentBox

    public var body: Never { primitiveBody() }

    func makeNode(parent: Node) -> Node { PassthroughNode(graph: parent.graph, parent: parent, box: box) }
}

/// Tells a passthrough node to re-read its box.
struct ViewModifierContentMarker: View {
    var body: EmptyView { EmptyView() }
}
