/// SwiftUI's first alert type, still common in code written before iOS 15:
/// `.alert(isPresented: $show) { Alert(title: Text("Saved")) }`.
///
/// It renders the same `.alert` node as `.alert(_:isPresented:actions:message:)`: the message
/// in the `message` group and its one or two buttons (an "OK" button when none is given) in the
/// `actions` group, each a `.button` with attribute `role` = `cancel` or `destructive` for those
/// kinds. Any button runs its action and closes the alert.
@MainActor
public struct Alert {
    let title: String
    let message: String?
    let buttons: [Button]

    /// An alert with one button; `nil` shows an "OK" button that only closes it.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.string
        self.message = message?.string
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.string
        self.message = message?.string
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``.
    @MainActor
    public struct Button {
        let label: String
        let role: String?
        let action: (@MainActor () -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label.string, role: nil, action: action)
        }

        /// A cancel button labelled `label`.
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label.string, role: "cancel", action: action)
        }

        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: "Cancel", role: "cancel", action: action)
        }

        /// A button for an action that destroys data.
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label.string, role: "destructive", action: action)
        }
    }
}

/// The buttons of an ``Alert`` as one transparent group.
struct LegacyAlertButtons: View, ElementView {
    let buttons: [Alert.Button]

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, children: buttons.prefix(2).map { LegacyAlertButton(button: $0) })
    }
}

/// One ``Alert/Button``: a `.button` whose tap runs the action and closes the alert.
struct LegacyAlertButton: View, ElementView {
    let button: Alert.Button

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [:]
        if let role = button.role { attributes[.role] = role }
        return ElementDescription(kind: .button, text: button.label, attributes: attributes)
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .tap = event else { throw HostEventError.notApplicable(node.ownID, "a button takes taps only") }
        button.action?()
        node.scope.values.alertDismiss?.dismiss()
    }
}

extension View {
    /// Presents `content()` while `isPresented` is true; any of its buttons sets it to false.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(
            AlertModifier(
                title: alert.title, isPresented: isPresented, actions: LegacyAlertButtons(buttons: alert.buttons),
                message: alert.message.map { Text($0) }))
    }

    /// Presents `content(item)` while `item` is not nil; any of its buttons sets it to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(
            get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(
            AlertModifier(
                title: alert?.title ?? "", isPresented: isPresented,
                actions: LegacyAlertButtons(buttons: alert?.buttons ?? []), message: alert?.message.map { Text($0) }))
    }
}
