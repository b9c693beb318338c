/// State that a gesture sets while it is active and that goes back to its initial value when the
/// gesture ends or fails, as in SwiftUI: `@GestureState private var dragOffset = CGSize.zero` with
/// `DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }`.
///
/// It is view state (a `@State` inside): the bodies that read it run again when a gesture changes
/// it and when it is reset. Only `.updating` writes it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let state: State<Value>
    let initialValue: Value
    let resetAction: ((Value, inout Transaction) -> Void)?
    /// The transaction of the reset (its animation, once transactions carry one).
    let resetTransaction: Transaction

    /// Gesture state starting (and reset) at `wrappedValue`.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }

    /// Same as `init(wrappedValue:)`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Gesture state whose reset happens in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        state = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
        resetAction = nil
        self.resetTransaction = resetTransaction
    }

    /// Same as `init(wrappedValue:resetTransaction:)`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Gesture state that calls `reset` with the value it leaves when the gesture ends.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
        resetAction = reset
        resetTransaction = Transaction()
    }

    /// Same as `init(wrappedValue:reset:)`.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value (set by the gesture's `.updating` body).
    @MainActor public var wrappedValue: Value { state.wrappedValue }

    /// The gesture state itself, passed to `.updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Writes a value from an `.updating` body.
    @MainActor func write(_ value: Value) { state.wrappedValue = value }

    /// Puts the initial value back (the gesture ended or failed).
    @MainActor func reset() {
        var transaction = resetTransaction
        resetAction?(state.wrappedValue, &transaction)
        // The reset animates in `resetTransaction` (e.g. a drag offset springing back to zero).
        withTransaction(transaction) { state.wrappedValue = initialValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state starting (and reset) at nil.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Gesture state starting at nil that calls `reset` when the gesture ends.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}
