/// Arranges its children vertically. Renders `.vstack` with attributes `alignment` and `spacing`.
/// Every child is materialised (use ``LazyVStack`` for long lists).
public struct VStack<Content: View>: View, ElementView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .vstack, attributes: stackAttributes(alignment.rawValue, spacing), children: flattened(content))
    }
}
