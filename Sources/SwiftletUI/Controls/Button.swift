/// A button. Renders `.button`: `Button("Save") { }` has `text` = "Save" and no children; a button
/// with a label view has the label as its children. Attribute `disabled` = `true` below
/// `.disabled(true)`, when taps are refused.
public struct Button<Label: View>: View, ElementView {
    let title: String?
    let label: Label
    let action: @MainActor () -> Void
    /// `destructive` or `cancel` (attribute `role`), from `Button(role:)`.
    var role: String? = nil

    /// A button showing `label`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.action = action
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let enabled = node.scope.readIsEnabled()
        var attributes: [RenderAttribute: String] = enabled ? [:] : [.disabled: "true"]
        if let role { attributes[.role] = role }
        if let custom = node.scope.read(\.customButtonStyle) {
            return styledDescription(custom, attributes: attributes, enabled: enabled, node: node)
        }
        return ElementDescription(
            kind: .button, text: title, attributes: attributes, children: title == nil ? [label] : [])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .tap = event else {
            throw HostEventError.notApplicable(node.ownID, "a button takes taps only")
        }
        guard node.scope.values.isEnabled else {
            throw HostEventError.notApplicable(node.ownID, "the button is disabled")
        }
        action()
        node.scope.values.alertDismiss?.dismiss()
    }
}

extension Button where Label == Text {
    /// A button with a plain text label.
    public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        self.label = Text(title)
        self.action = action
    }
}
