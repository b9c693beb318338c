/// A view that shows nothing.
public struct EmptyView: View, ElementView {
    public init() {}
    public var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription { ElementDescription(kind: .group) }
}
