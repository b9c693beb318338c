/// Groups views without adding layout: renders a transparent `.group` node.
public struct Group<Content: View>: View, ElementView {
    let content: Content

    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, children: flattened(content))
    }
}
