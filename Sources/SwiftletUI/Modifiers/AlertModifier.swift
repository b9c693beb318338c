/// Presents an alert while `isPresented` is true: renders an `.alert` node (`text` = the title) next
/// to the content, whose children are a `.group` with attribute `role` = `message` and a `.group`
/// with `role` = `actions` holding the buttons. Tapping any of its buttons runs the button's action
/// and then sets `isPresented` to false, as in SwiftUI.
struct AlertModifier<Actions: View, Message: View>: ViewModifier {
    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message

    func body(content: Content) -> some View {
        let isPresented = isPresented
        AlertHost(content: content) {
            if isPresented.wrappedValue {
                AlertBox(title: title, actions: actions, message: message)
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

struct AlertBox<Actions: View, Message: View>: View, ElementView {
    let title: String
    let actions: Actions
    let message: Message

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .alert, text: title,
            children: [AlertPart(role: "message", content: message), AlertPart(role: "actions", content: actions)])
    }
}

struct AlertPart: View, ElementView {
    let role: String
    let content: any View
    var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, attributes: ["role": role], children: flattened(content))
    }
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
    /// With no buttons, an "OK" button is shown.
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
