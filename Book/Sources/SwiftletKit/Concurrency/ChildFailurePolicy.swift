/// What a bounded concurrent operation does when one of its children throws.
public enum ChildFailurePolicy: Sendable, Hashable {
    /// The first error cancels every other child and is rethrown once they have stopped.
    case failFast
    /// Errors are dropped; the operation finishes every child and keeps only the successes.
    case collectSuccesses
}
