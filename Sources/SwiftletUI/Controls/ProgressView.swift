/// A progress indicator. Renders `.progress`: indeterminate without attributes, or with `value`
/// and `total`; `text` is the label when given.
public struct ProgressView: View, ElementView {
    let label: String?
    let value: Double?
    let total: Double

    /// An indeterminate spinner.
    public init() {
        label = nil
        value = nil
        total = 1
    }

    /// An indeterminate spinner with a label.
    public init(_ label: some StringProtocol) {
        self.label = String(label)
        value = nil
        total = 1
    }

    /// A bar at `value` of `total` (indeterminate when `value` is nil).
    public init(value: Double?, total: Double = 1) {
        label = nil
        self.value = value
        self.total = total
    }

    /// A labelled bar at `value` of `total`.
    public init(_ label: some StringProtocol, value: Double?, total: Double = 1) {
        self.label = String(label)
        self.value = value
        self.total = total
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        if let custom = node.scope.read(\.customProgressViewStyle) {
            return ElementDescription(kind: .group, children: [StyledProgressContent(style: custom, progress: self)])
        }
        var attributes: [RenderAttribute: String] = [:]
        if let name = node.scope.read(\.progressViewStyleName) { attributes[.progressViewStyle] = name }
        if let value {
            attributes[.value] = attributeNumber(min(max(value, 0), total))
            attributes[.total] = attributeNumber(total)
        }
        return ElementDescription(kind: .progress, text: label, attributes: attributes)
    }
}
