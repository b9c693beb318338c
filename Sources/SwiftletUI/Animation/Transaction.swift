import Foundation

/// The context of one change, as in SwiftUI: the animation it runs with and whether implicit
/// animations (`.animation(_:value:)`) are switched off.
///
/// `withAnimation` and `withTransaction` set it for the state writes made inside their closure; the
/// views those writes invalidate render their changes with it. `.transaction(_:)` changes it for a
/// subtree.
public struct Transaction: Sendable, Equatable {
    /// The animation of the change (nil: instant).
    public var animation: Animation?
    /// Whether `.animation(_:value:)` modifiers below leave this transaction's animation alone.
    public var disablesAnimations = false
    /// Whether the change is one of a continuous series (a drag); hosts may skip easing for it.
    public var isContinuous = false
    /// Inside a `.animation(_:body:)` scope: the transaction outside it, which the scope's content gets.
    var outerOfScopedAnimation: OuterTransaction?

    /// A transaction without an animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// The transaction of the code running now on the main thread (set by `withTransaction`).
enum TransactionContext {
    // Written and read only on the main queue (the main actor's executor): `withTransaction` checks
    // `MainQueue.isCurrent` before touching it (`Thread.isMainThread` is not reliable on Linux, where
    // another thread may drain the main queue), and the engine reads it from main-actor code.
    nonisolated(unsafe) static var current: Transaction?
}

/// Runs `body` with `transaction`: the views that its state writes invalidate render their changes
/// with the transaction's animation. Returns what `body` returns. Off the main actor the writes
/// are not animated (state belongs to the main actor).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    MainQueue.prepare()
    guard MainQueue.isCurrent else { return try body() }
    let previous = TransactionContext.current
    TransactionContext.current = transaction
    defer { TransactionContext.current = previous }
    return try body()
}

/// Runs `body` with a transaction whose `keyPath` is `value`.
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` and animates the changes its state writes cause with `animation` (the default
/// animation when omitted; nil: no animation). Returns what `body` returns.
///
/// ```swift
/// Button("Show") { withAnimation(.spring(duration: 0.4, bounce: 0.3)) { isShown.toggle() } }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// When an animation counts as complete for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    private let name: String
    /// When the animated value has (nearly) reached its target.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has entirely stopped.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// `withAnimation(_:_:)` that calls `completion` on the main actor once the animation has run its
/// time (delay and every pass; at once without an animation; never for `repeatForever`). The
/// server counts the time itself: it does not wait for the browser.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let result = try withTransaction(Transaction(animation: animation), body)
    let timing = animation?.timing
    if timing == nil || timing?.totalDuration != nil {
        let seconds = timing?.totalDuration ?? 0
        Task { @MainActor in
            if seconds > 0 { try? await Task.sleep(for: .seconds(seconds)) }
            completion()
        }
    }
    return result
}
