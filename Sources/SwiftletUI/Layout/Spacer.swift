import Foundation

/// A flexible space along the stack's axis. Renders `.spacer` (attribute `minLength` when given).
public struct Spacer: View, ElementView {
    let minLength: Double?

    public init(minLength: Double? = nil) { self.minLength = minLength }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .spacer, attributes: minLength.map { [.minLength: attributeNumber($0)] } ?? [:])
    }
}
