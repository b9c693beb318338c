/// Scrollable content. Renders `.scrollView` with attribute `axis` (`vertical`, `horizontal`, `both`).
public struct ScrollView<Content: View>: View, ElementView {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let axis = axes == [.horizontal, .vertical] ? "both" : axes.contains(.horizontal) ? "horizontal" : "vertical"
        var attributes: [RenderAttribute: String] = [.axis: axis]
        if !showsIndicators { attributes[.showsIndicators] = "false" }
        return ElementDescription(kind: .scrollView, attributes: attributes, children: flattened(content))
    }
}
