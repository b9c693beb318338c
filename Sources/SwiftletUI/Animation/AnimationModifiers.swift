/// `.animation(_:value:)`: the content's changes animate when `value` changed since the last update.
struct ValueAnimationModifier<Value: Equatable>: BuiltinModifier {
    let animation: Animation?
    let value: Value

    func contentTransaction(from old: any BuiltinModifier, current: Transaction) -> Transaction? {
        guard let old = old as? Self, old.value != value, !current.disablesAnimations else { return nil }
        var transaction = current
        transaction.animation = animation
        return transaction
    }
}

/// `.animation(_:)` (deprecated in SwiftUI): every change that reaches the content through this
/// modifier animates.
struct ImplicitAnimationModifier: BuiltinModifier {
    let animation: Animation?

    func contentTransaction(from old: any BuiltinModifier, current: Transaction) -> Transaction? {
        guard !current.disablesAnimations else { return nil }
        var transaction = current
        transaction.animation = animation
        return transaction
    }
}

/// `.transaction(_:)` and `.transaction(value:_:)`: changes the transaction of the content's updates.
struct TransactionModifier: BuiltinModifier {
    let transform: (inout Transaction) -> Void
    /// The value the transform is tied to (nil: applies to every update), compared with `==`.
    let value: AnyEquatableBox?

    func contentTransaction(from old: any BuiltinModifier, current: Transaction) -> Transaction? {
        if let value, let previous = (old as? Self)?.value, previous.isEqual(to: value) { return nil }
        var transaction = current
        transform(&transaction)
        return transaction
    }
}

/// An `Equatable` value compared through its own `==`.
struct AnyEquatableBox {
    let value: Any
    let equals: (Any) -> Bool

    init<Value: Equatable>(_ value: Value) {
        self.value = value
        equals = { ($0 as? Value) == value }
    }

    func isEqual(to other: AnyEquatableBox) -> Bool { equals(other.value) }
}

extension View {
    /// Animates the changes of this view with `animation` whenever `value` changed (the view's other
    /// changes stay instant unless a `withAnimation` caused them). Nil: such changes are instant.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        builtin(ValueAnimationModifier(animation: animation, value: value))
    }

    /// Animates every change that reaches this view from its parent with `animation`.
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        builtin(ImplicitAnimationModifier(animation: animation))
    }

    /// Changes the transaction (its animation, `disablesAnimations`) of this view's updates.
    ///
    /// ```swift
    /// Text(label).transaction { $0.animation = nil }   // never animates, whatever the caller asked
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        builtin(TransactionModifier(transform: transform, value: nil))
    }

    /// Changes the transaction of this view's updates in which `value` changed.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        builtin(TransactionModifier(transform: transform, value: AnyEquatableBox(value)))
    }
}
