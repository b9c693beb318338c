/// A gesture that runs an action each time its value changes (`.onChanged`).
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        let step = content.gestureReceive(input, at: path + "c", in: store)
        if case .changed(let value) = step { action(value) }
        return step
    }

    func tokens(into tokens: inout [String]) { content.gestureTokens(into: &tokens) }
}

/// A gesture that runs an action when it ends successfully (`.onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        let step = content.gestureReceive(input, at: path + "c", in: store)
        if case .ended(let value) = step { action(value) }
        return step
    }

    func tokens(into tokens: inout [String]) { content.gestureTokens(into: &tokens) }
}

/// A gesture whose value is transformed (`.map`).
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        content.gestureReceive(input, at: path + "c", in: store).map(transform)
    }

    func tokens(into tokens: inout [String]) { content.gestureTokens(into: &tokens) }
}

/// A gesture that updates a ``GestureState`` while it changes and resets it when it ends or
/// fails (`.updating(_:body:)`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let update: (Base.Value, inout State, inout Transaction) -> Void

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        let step = base.gestureReceive(input, at: path + "c", in: store)
        switch step {
        case .changed(let value):
            var current = state.wrappedValue
            var transaction = Transaction()
            transaction.isContinuous = true
            update(value, &current, &transaction)
            // The write animates as the `.updating` body asked (`transaction.animation`).
            withTransaction(transaction) { state.write(current) }
        case .ended, .failed:
            state.reset()
        case .ignored, .possible:
            break
        }
        return step
    }

    func tokens(into tokens: inout [String]) { base.gestureTokens(into: &tokens) }
}

extension Gesture where Value: Equatable {
    /// Runs `action` with each new value while the gesture changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture ends successfully.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// A gesture whose value is `body` applied to this gesture's value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates `state` with `body` each time the gesture changes; the state goes back to its
    /// initial value when the gesture ends or fails.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }
}
