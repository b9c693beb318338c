/// Runs a synchronous action once per mounted identity, on its first appearance.
struct PrepareOnce: ViewModifier {
    let action: @MainActor () -> Void
    @State private var hasPrepared = false

    func body(content: Content) -> some View {
        content.onAppear {
            guard !hasPrepared else { return }
            action()
            hasPrepared = true
        }
    }
}

/// Runs an async action once per mounted identity, as a task: cancelled when the view disappears,
/// started again on the next appearance, and marked prepared only when it finished without being
/// cancelled (the reference code marks a cancelled run as prepared and never restarts it).
struct PrepareOnceAsync: ViewModifier {
    let action: @MainActor () async -> Void
    @State private var hasPrepared = false
    @State private var task: Task<Void, Never>?

    func body(content: Content) -> some View {
        content
            .onAppear {
                guard !hasPrepared, task == nil else { return }
                let hasPrepared = $hasPrepared
                let slot = $task
                task = Task { @MainActor in
                    await action()
                    if !Task.isCancelled { hasPrepared.wrappedValue = true }
                    slot.wrappedValue = nil
                }
            }
            .onDisappear {
                task?.cancel()
                task = nil
            }
    }
}

extension View {
    /// Runs `action` once for as long as this view stays mounted, on its first appearance (where
    /// `onAppear` would run again on every appearance).
    public func prepare(perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(PrepareOnce(action: action))
    }

    /// Runs the async `action` once for as long as this view stays mounted. The run is a task owned
    /// by the view: cancelled when it disappears, restarted on the next appearance; a run that was
    /// cancelled does not count as done. The action should check for cancellation.
    public func prepare(perform action: @escaping @MainActor () async -> Void) -> some View {
        modifier(PrepareOnceAsync(action: action))
    }
}
