/// The transaction in effect outside a `.animation(_:body:)` scope, kept inside the scope so that
/// ``PlaceholderContentView`` can give it back to the content. An indirect enum: a transaction that
/// holds a transaction.
indirect enum OuterTransaction: Sendable, Equatable {
    case outside(Transaction)

    var transaction: Transaction {
        switch self {
        case .outside(let transaction): transaction
        }
    }
}

/// `.animation(_:body:)`'s scope: every change made by the modifiers that `body` applies animates
/// with `animation` (as `.animation(_:)` does), and the transaction from outside is kept for the
/// content (``PlaceholderContentView``), whose own changes are not affected.
struct ScopedAnimationModifier: BuiltinModifier {
    let animation: Animation?

    func contentTransaction(from old: any BuiltinModifier, current: Transaction) -> Transaction? {
        var transaction = current
        transaction.outerOfScopedAnimation = .outside(current)
        if !current.disablesAnimations { transaction.animation = animation }
        return transaction
    }
}

/// Gives the content of a `.animation(_:body:)` scope the transaction from outside the scope.
struct ScopeExitModifier: BuiltinModifier {
    func contentTransaction(from old: any BuiltinModifier, current: Transaction) -> Transaction? {
        current.outerOfScopedAnimation?.transaction
    }
}

extension View {
    /// Animates, with `animation`, the changes made by the modifiers that `body` applies to this view
    /// — and only those: the view's own changes (its text, its children) keep the animation they
    /// have outside, if any. Nil: those modifiers' changes are instant, even inside `withAnimation`.
    ///
    /// ```swift
    /// Text("Saved")
    ///     .animation(.easeInOut(duration: 0.3)) { content in
    ///         content.opacity(isSaved ? 1 : 0).scaleEffect(isSaved ? 1 : 0.8)
    ///     }
    /// ```
    ///
    /// A transaction that `disablesAnimations` is left alone. Runs on the main actor, as every body.
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self)).builtin(ScopedAnimationModifier(animation: animation))
    }
}
