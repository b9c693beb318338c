/// Overlays its children, first at the back. Renders `.zstack` with attribute `alignment`.
public struct ZStack<Content: View>: View, ElementView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .zstack, attributes: [.alignment: alignment.name], children: flattened(content))
    }
}
