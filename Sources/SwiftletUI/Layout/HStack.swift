/// Arranges its children horizontally. Renders `.hstack` with attributes `alignment` and `spacing`.
public struct HStack<Content: View>: View, ElementView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .hstack, attributes: stackAttributes(alignment.rawValue, spacing), children: flattened(content))
    }
}
