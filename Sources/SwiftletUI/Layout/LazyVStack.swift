/// A vertical stack that materialises only the rows the host shows (plus one). Renders
/// `.lazyVStack`; see ``ForEach`` for row identity.
public struct LazyVStack<Content: View>: View, LazyContainer {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    var lazyKind: RenderKind { .lazyVStack }
    var lazyAttributes: [RenderAttribute: String] { stackAttributes(alignment.rawValue, spacing) }
    var lazyContent: any View { content }
}
