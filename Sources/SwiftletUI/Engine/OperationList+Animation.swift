/// A run of a tick's operations that animate, and the animation they run with.
@_spi(SwiftletHost) public struct AnimatedOperations: Sendable, Equatable {
    /// Indices into the tick's `operations`.
    public var range: Range<Int>
    public var animation: Animation

    public init(range: Range<Int>, animation: Animation) {
        self.range = range
        self.animation = animation
    }
}

extension OperationList {
    /// The transaction the operations recorded now belong to (an empty one outside every scope).
    var transaction: Transaction { transactions.last ?? Transaction() }

    /// Runs `body` with `transaction`: the operations it records carry the transaction's animation.
    /// Scopes nest; the innermost decides. Costs nothing per operation: runs are cut at the scope's
    /// boundaries.
    func withTransaction<T>(_ transaction: Transaction, _ body: () -> T) -> T {
        closeRun()
        transactions.append(transaction)
        runStart = operations.count
        defer {
            closeRun()
            transactions.removeLast()
            runStart = operations.count
        }
        return body()
    }

    /// Ends the current scope's run at the current operation (merged with the previous run when
    /// they touch and animate alike).
    private func closeRun() {
        guard let animation = transactions.last?.animation, operations.count > runStart else { return }
        if let last = animatedRuns.last, last.range.upperBound == runStart, last.animation == animation {
            animatedRuns[animatedRuns.count - 1].range = last.range.lowerBound..<operations.count
        } else {
            animatedRuns.append(AnimatedOperations(range: runStart..<operations.count, animation: animation))
        }
    }

    /// Hands out this tick's animated runs (call before `take()`).
    func takeAnimations() -> [AnimatedOperations] {
        closeRun()
        runStart = 0
        defer { animatedRuns = [] }
        return animatedRuns
    }
}

extension BuiltinModifier {
    func contentTransaction(from old: any BuiltinModifier, current: Transaction) -> Transaction? { nil }
}

extension ViewGraph {
    /// Remembers the transaction of a write that invalidated `node` (the last one wins).
    func noteTransaction(_ transaction: Transaction, for node: Node) {
        pendingTransactions[ObjectIdentifier(node)] = (node, transaction)
    }

    /// Refreshes `node` with the transaction of the write that invalidated it, if any.
    func refreshInTransaction(_ node: Node) {
        guard let entry = pendingTransactions.removeValue(forKey: ObjectIdentifier(node)) else {
            node.refresh()
            return
        }
        operations.withTransaction(entry.transaction) { node.refresh() }
    }
}
