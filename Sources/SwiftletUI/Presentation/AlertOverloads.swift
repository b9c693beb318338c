import Foundation

// The rest of SwiftUI's `.alert` overloads (a `Text` title, presented
// data, an error). Each renders the `.alert` node of `AlertModifier`.

extension View {
    /// Shows an alert titled `title` with `actions` and `message` while `isPresented` is true; any of
    /// its buttons closes it. With no buttons, an "OK" button is shown.
    public func alert<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        modifier(AlertModifier(title: title.string, isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Shows an alert titled `title` with `actions` while `isPresented` is true.
    public func alert<Actions: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions)
        -> some View
    {
        modifier(AlertModifier(title: title.string, isPresented: isPresented, actions: actions(), message: EmptyView()))
    }

    /// Shows an alert about `data` while `isPresented` is true and `data` is not nil: `actions` and
    /// `message` are built from the data. Any of its buttons sets `isPresented` to false.
    public func alert<Actions: View, Message: View, T>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
    ) -> some View {
        modifier(
            AlertModifier(
                title: String(title), isPresented: Self.presenting(isPresented, data), actions: data.map(actions),
                message: data.map(message)))
    }

    /// Shows an alert about `data` while `isPresented` is true and `data` is not nil.
    public func alert<Actions: View, T>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        modifier(
            AlertModifier(
                title: String(title), isPresented: Self.presenting(isPresented, data), actions: data.map(actions),
                message: EmptyView()))
    }

    /// Shows an alert about `data`, titled with a `Text`, while `isPresented` is true and `data` is not nil.
    public func alert<Actions: View, Message: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) -> some View {
        modifier(
            AlertModifier(
                title: title.string, isPresented: Self.presenting(isPresented, data), actions: data.map(actions),
                message: data.map(message)))
    }

    /// Shows an alert about `data`, titled with a `Text`, while `isPresented` is true and `data` is not nil.
    public func alert<Actions: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        modifier(
            AlertModifier(
                title: title.string, isPresented: Self.presenting(isPresented, data), actions: data.map(actions),
                message: EmptyView()))
    }

    /// Shows an alert for `error` while `isPresented` is true and `error` is not nil. The title is the
    /// error's `errorDescription` ("Error" when it has none); `actions` are the buttons (an "OK"
    /// button when empty).
    public func alert<E: LocalizedError, Actions: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> Actions
    ) -> some View {
        modifier(
            AlertModifier(
                title: Self.title(of: error), isPresented: Self.presenting(isPresented, error), actions: actions(),
                message: EmptyView()))
    }

    /// Shows an alert for `error` while `isPresented` is true and `error` is not nil, with actions
    /// and a message built from the error.
    public func alert<E: LocalizedError, Actions: View, Message: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> Actions,
        @ViewBuilder message: (E) -> Message
    ) -> some View {
        modifier(
            AlertModifier(
                title: Self.title(of: error), isPresented: Self.presenting(isPresented, error),
                actions: error.map(actions), message: error.map(message)))
    }

    /// `isPresented`, read as false while `data` is nil.
    static func presenting<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
        let hasData = data != nil
        return Binding(get: { hasData && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
    }

    private static func title<E: LocalizedError>(of error: E?) -> String {
        error?.errorDescription ?? "Error"
    }
}
