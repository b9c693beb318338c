/// What a button does, as SwiftUI's `ButtonRole`: carried as the button's attribute `role`
/// (`destructive`, `cancel`); the browser host draws destructive buttons in red.
public struct ButtonRole: Equatable, Sendable {
    let name: String

    /// Deletes or removes something.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button {
    /// A button with a role, showing `label`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role?.name
    }
}

extension Button where Label == Text {
    /// A button with a role and a plain text label.
    public init(_ title: some StringProtocol, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title, action: action)
        self.role = role?.name
    }
}

extension Button where Label == SwiftletUI.Label<Text, Image> {
    /// A button showing `title` with the system symbol `systemImage` (a ``Label``).
    public init(_ title: some StringProtocol, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftletUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role showing `title` with the system symbol `systemImage`.
    public init(
        _ title: some StringProtocol, systemImage: String, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(title, systemImage: systemImage, action: action)
        self.role = role?.name
    }
}
