/// Presents an alert while `isPresented` is true: renders an `.alert` node (`text` = the title) next
/// to the content, whose children are a `.group` with attribute `role` = `message` and a `.group`
/// with `role` = `actions` holding the buttons. Tapping any of its buttons runs the button's action
/// and then sets `isPresented` to false, as in SwiftUI.
///
/// A confirmation dialog is the same node with attribute `dialog` = `confirmation` (and
/// `titleVisibility` = `hidden` when its title is not shown); unlike an alert it also takes a `tap`
/// on itself (the host's Escape or a click outside), which dismisses it, as a tap outside an action
/// sheet does on an iPhone.
struct AlertModifier<Actions: View, Message: View>: ViewModifier {
    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message
    var attributes: [String: String] = [:]
    var dismissesOnTap = false

    func body(content: Content) -> some View {
        let isPresented = isPresented
        let close: @MainActor () -> Void = { isPresented.wrappedValue = false }
        AlertHost(content: content) {
            if isPresented.wrappedValue {
                AlertBox(
                    title: title, actions: actions, message: message, attributes: attributes,
                    dismiss: dismissesOnTap ? close : nil
                )
                .environment(\.alertDismiss, AlertDismissAction { isPresented.wrappedValue = false })
            }
        }
    }
}

/// The content with an alert slot after it, as a transparent group.
struct AlertHost<Content: View, Alert: View>: View, ElementView {
    let content: Content
    let alert: Alert

    init(content: Content, @ViewBuilder alert: () -> Alert) {
        self.content = content
        self.alert = alert()
    }

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, children: [content, alert])
    }
}

/// The presented alert or confirmation dialog. An alert with no actions (`EmptyView`) shows an "OK"
/// button; a confirmation dialog whose actions have no `.cancel` button gets a "Cancel" one after
/// them, as on an iPhone.
struct AlertBox<Actions: View, Message: View>: View, ElementView {
    let title: String
    let actions: Actions
    let message: Message
    var attributes: [String: String] = [:]
    /// Dismisses on the host's `tap` (confirmation dialogs); nil: taps are refused (alerts).
    var dismiss: (@MainActor () -> Void)? = nil

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var shown: [any View] = Actions.self == EmptyView.self ? [] : flattened(actions)
        if attributes["dialog"] == "confirmation" {
            // An action sheet always has a way out: a Cancel button when the actions name none.
            if !shown.contains(where: { ($0 as? any CancelRoleButton)?.isCancelRole == true }) {
                shown.append(Button("Cancel", role: .cancel) {})
            }
        } else if shown.isEmpty {
            shown = [Button("OK") {}]
        }
        return ElementDescription(
            kind: .alert, text: title, attributes: attributes,
            children: [
                AlertPart(role: "message", content: message),
                AlertPart(role: "actions", content: EmptyView(), views: shown),
            ])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .tap = event, let dismiss else {
            throw HostEventError.notApplicable(node.ownID, "an alert is closed by one of its buttons")
        }
        dismiss()
    }
}

struct AlertPart: View, ElementView {
    let role: String
    let content: any View
    /// The views shown instead of `content`'s, when given.
    var views: [any View]? = nil
    var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, attributes: ["role": role], children: views ?? flattened(content))
    }
}

/// A button that may have the `cancel` role (a confirmation dialog adds a Cancel button only when
/// its actions have none).
@MainActor protocol CancelRoleButton {
    var isCancelRole: Bool { get }
}

extension Button: CancelRoleButton {
    var isCancelRole: Bool { role == ButtonRole.cancel.name }
}

/// Closes the alert a button belongs to.
struct AlertDismissAction {
    let dismiss: @MainActor () -> Void
}

struct AlertDismissKey: EnvironmentKey {
    static var defaultValue: AlertDismissAction? { nil }
}

extension EnvironmentValues {
    var alertDismiss: AlertDismissAction? {
        get { self[AlertDismissKey.self] }
        set { self[AlertDismissKey.self] = newValue }
    }
}

extension View {
    /// Shows an alert titled `title` with `actions` (buttons) and `message` while `isPresented` is true.
    /// Any of its buttons closes it (sets `isPresented` to false) after running its action. With no
    /// buttons, an "OK" button is shown.
    public func alert<Actions: View, Message: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        modifier(AlertModifier(title: String(title), isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Shows an alert titled `title` with `actions` while `isPresented` is true.
    public func alert<Actions: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View {
        modifier(
            AlertModifier(title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView()))
    }
}
