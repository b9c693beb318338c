// `.confirmationDialog`, the action sheet of an iPhone.

extension View {
    /// Shows a confirmation dialog titled `title` with `actions` and `message` while `isPresented` is
    /// true. It renders the `.alert` node with attribute `dialog` = `confirmation`; the title is shown
    /// only with `titleVisibility: .visible` (as on an iPhone, where `.automatic` hides it), otherwise
    /// the node carries `titleVisibility` = `hidden` and the title only names the dialog for
    /// assistive technology. When `actions` have no button with role `.cancel`, a "Cancel" button
    /// (role `cancel`) follows them, as on an iPhone. Any of its buttons closes it after its action,
    /// and so does the host's dismiss (Escape or a click outside, a `tap` on the dialog node).
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        modifier(
            Self.dialog(String(title), isPresented, titleVisibility, actions: actions(), message: message()))
    }

    /// Shows a confirmation dialog titled `title` with `actions` while `isPresented` is true.
    public func confirmationDialog<Actions: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        modifier(
            Self.dialog(String(title), isPresented, titleVisibility, actions: actions(), message: EmptyView()))
    }

    /// Shows a confirmation dialog titled with a `Text` while `isPresented` is true.
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        modifier(Self.dialog(title.string, isPresented, titleVisibility, actions: actions(), message: message()))
    }

    /// Shows a confirmation dialog titled with a `Text` while `isPresented` is true.
    public func confirmationDialog<Actions: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        modifier(Self.dialog(title.string, isPresented, titleVisibility, actions: actions(), message: EmptyView()))
    }

    /// Shows a confirmation dialog about `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<Actions: View, Message: View, T>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
    ) -> some View {
        modifier(
            Self.dialog(
                String(title), Self.presenting(isPresented, data), titleVisibility, actions: data.map(actions),
                message: data.map(message)))
    }

    /// Shows a confirmation dialog about `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<Actions: View, T>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        modifier(
            Self.dialog(
                String(title), Self.presenting(isPresented, data), titleVisibility, actions: data.map(actions),
                message: EmptyView()))
    }

    private static func dialog<Actions: View, Message: View>(
        _ title: String, _ isPresented: Binding<Bool>, _ visibility: Visibility, actions: Actions, message: Message
    ) -> AlertModifier<Actions, Message> {
        var attributes: [RenderAttribute: String] = [.dialog: "confirmation"]
        if visibility != .visible { attributes[.titleVisibility] = "hidden" }
        return AlertModifier(
            title: title, isPresented: isPresented, actions: actions, message: message, attributes: attributes,
            dismissesOnTap: true)
    }
}
