/// Several toolbar items sharing one placement. Renders a `.group` with attribute `placement`
/// around its content, like ``ToolbarItem``.
public struct ToolbarItemGroup<Content: View>: View, ElementView, ToolbarPlaced {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    var toolbarPlacement: ToolbarItemPlacement { placement }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .group, attributes: [.placement: placement.rawValue, .toolbarItemGroup: "true"],
            children: flattened(content))
    }
}
