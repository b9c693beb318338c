/// Runs an action when the view is mounted, after the pass that mounted it and before the tick's
/// operations are delivered (so it runs before the view is rendered).
struct AppearModifier: BuiltinModifier {
    let action: @MainActor () -> Void

    func didMount(_ node: ModifierNode) {
        guard !node.isHiddenByContainer else { return }
        let action = action
        node.graph.enqueueCallback { action() }
    }

    func didShow(_ node: ModifierNode) {
        let action = action
        node.graph.enqueueCallback { action() }
    }
}

/// Runs an action when the view is removed, in the tick that removes it (children before parents).
struct DisappearModifier: BuiltinModifier {
    let action: @MainActor () -> Void

    func willUnmount(_ node: ModifierNode) {
        guard !node.isHiddenByContainer else { return }
        let action = action
        node.graph.enqueueCallback { action() }
    }

    func didHide(_ node: ModifierNode) {
        let action = action
        node.graph.enqueueCallback { action() }
    }
}

/// Starts a task after the view is mounted; cancels it in the tick the view is removed; restarts it
/// when `id` changes (cancelling the previous run in that tick).
struct TaskModifier: BuiltinModifier {
    let id: AnyHashable
    var priority: TaskPriority = .userInitiated
    let action: @MainActor () async -> Void

    func didMount(_ node: ModifierNode) {
        guard !node.isHiddenByContainer else { return }
        let action = action
        let priority = priority
        node.graph.enqueueTaskStart { [weak node] in
            guard let node, !node.isHiddenByContainer else { return }
            node.startTask(action, priority: priority)
        }
    }

    func didUpdate(from old: any BuiltinModifier, node: ModifierNode) {
        guard let old = old as? TaskModifier, old.id != id else { return }
        node.task?.cancel()
        node.task = nil
        guard !node.isHiddenByContainer else { return }
        let action = action
        let priority = priority
        node.graph.enqueueTaskStart { [weak node] in node?.startTask(action, priority: priority) }
    }

    func didShow(_ node: ModifierNode) {
        let action = action
        let priority = priority
        node.graph.enqueueTaskStart { [weak node] in
            guard let node, !node.isHiddenByContainer else { return }
            node.startTask(action, priority: priority)
        }
    }

    func didHide(_ node: ModifierNode) {
        node.task?.cancel()
        node.task = nil
    }
}

/// Runs an action when a value differs from the one seen at the previous update.
struct ChangeModifier<Value: Equatable>: BuiltinModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    func didMount(_ node: ModifierNode) {
        guard initial else { return }
        let value = value
        let action = action
        node.graph.enqueueCallback { action(value, value) }
    }

    func didUpdate(from old: any BuiltinModifier, node: ModifierNode) {
        guard let old = old as? ChangeModifier<Value>, old.value != value else { return }
        let oldValue = old.value
        let newValue = value
        let action = action
        node.graph.enqueueCallback { action(oldValue, newValue) }
    }
}

/// Marks scrollable content as refreshable; the host's refresh event runs the action.
struct RefreshableModifier: BuiltinModifier {
    let action: @MainActor () async -> Void
    var attributes: [RenderAttribute: String] { [.refreshable: "true"] }
}

/// The action a text field's submit event runs.
struct SubmitModifier: BuiltinModifier {
    let action: @MainActor () -> Void
}

extension View {
    /// Runs `action` each time this view is mounted, before it is first rendered.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        builtin(AppearModifier(action: action ?? {}))
    }

    /// Runs `action` when this view is removed, in the tick that removes it.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        builtin(DisappearModifier(action: action ?? {}))
    }

    /// Runs `action` as a task owned by this view: started after the view is mounted (at the end of
    /// the tick), cancelled in the tick the view is removed. The task runs on the main actor at
    /// `priority`.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void)
        -> some View
    {
        builtin(TaskModifier(id: AnyHashable(0), priority: priority, action: action))
    }

    /// Like `task(_:)`, and also restarts the task (cancelling the running one in the same tick) when
    /// `id` changes.
    public func task<ID: Equatable & Hashable>(
        id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        builtin(TaskModifier(id: AnyHashable(id), priority: priority, action: action))
    }

    /// Runs `action(old, new)` after the pass in which `value` changed.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
    ) -> some View {
        builtin(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action()` after the pass in which `value` changed.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void)
        -> some View
    {
        builtin(ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action(new)` after the pass in which `value` changed: the form written before iOS 17
    /// (`.onChange(of: value) { newValue in … }`), still accepted as SwiftUI accepts it.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some View {
        builtin(ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }

    /// Makes the content refreshable: a host refresh event (pull to refresh) runs `action` as a task
    /// owned by this view; attribute `refreshable` = `true`, and `refreshing` = `true` while it runs.
    public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
        builtin(RefreshableModifier(action: action))
    }

    /// Runs `action` when a text field inside reports a submit (return key).
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        builtin(SubmitModifier(action: action))
    }
}
