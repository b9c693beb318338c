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
    var attributes: [RenderAttribute: String] = [:]
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
/// button. A confirmation dialog ends with a cancel button, as on an iPhone: the actions' own
/// (role `.cancel`, moved last), or a "Cancel" one when they have none.
struct AlertBox<Actions: View, Message: View>: View, ElementView {
    let title: String
    let actions: Actions
    let message: Message
    var attributes: [RenderAttribute: String] = [:]
    /// Dismisses on the host's `tap` (confirmation dialogs); nil: taps are refused (alerts).
    var dismiss: (@MainActor () -> Void)? = nil

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var shown: [any View] = Actions.self == EmptyView.self ? [] : actionViews(actions)
        if attributes[.dialog] == "confirmation" {
            // An action sheet always has a way out, at its end: the actions' own cancel button, or
            // a Cancel button when they have none.
            if let index = shown.lastIndex(where: { isCancelButton($0) }) {
                shown.append(shown.remove(at: index))
            } else if !shown.contains(where: { containsCancelButton($0) }) {
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
        ElementDescription(kind: .group, attributes: [.role: role], children: views ?? flattened(content))
    }
}

/// The views of an alert's actions: the views of the tuple, inside the optional that the
/// `presenting:` overloads make.
@MainActor
private func actionViews(_ actions: some View) -> [any View] {
    if let optional = actions as? any OptionalView {
        return optional.wrappedView.map { flattened($0) } ?? []
    }
    return flattened(actions)
}

/// Whether `view` is a button with role `.cancel`, under any modifiers.
@MainActor
private func isCancelButton(_ view: any View) -> Bool {
    (unmodified(view) as? any CancelRoleButton)?.isCancelRole == true
}

/// Whether `view` is or holds a button with role `.cancel`: under modifiers, in a tuple, a `Group`,
/// the shown branch of an `if` or an optional.
@MainActor
private func containsCancelButton(_ view: any View) -> Bool {
    let current = unmodified(view)
    if isCancelButton(current) { return true }
    if let switching = current as? any SwitchingView {
        return switching.branch.content.map { containsCancelButton($0) } ?? false
    }
    if let group = current as? any GroupContent { return containsCancelButton(group.groupContent) }
    let parts = flattened(current)
    return parts.count > 1 || current is any TupleElements ? parts.contains { containsCancelButton($0) } : false
}

/// An optional view (for the `presenting:` overloads' actions).
@MainActor
protocol OptionalView {
    var wrappedView: (any View)? { get }
}

extension Optional: OptionalView where Wrapped: View {
    var wrappedView: (any View)? { self.map { $0 } }
}

/// A `Group`'s content.
@MainActor
protocol GroupContent {
    var groupContent: any View { get }
}

extension Group: GroupContent {
    var groupContent: any View { content }
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
