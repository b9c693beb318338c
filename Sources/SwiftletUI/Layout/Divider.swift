import Foundation

/// A thin line between views. Renders `.divider`.
public struct Divider: View, ElementView {
    public init() {}
    public var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription { ElementDescription(kind: .divider) }
}
