/// When to rebuild after a burst of file changes: once the tree has been quiet for `quiet`, but no
/// later than `maximumDelay` after the burst's first change (so a generator that writes every few
/// milliseconds still gets a build, one at a time, instead of none).
///
/// A value type over any clock's instants: the dev loop feeds it `ContinuousClock` instants, tests
/// feed it instants they make.
public struct Debounce<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    /// The quiet time that ends a burst.
    public let quiet: Duration
    /// The longest a burst postpones a build.
    public let maximumDelay: Duration
    private var first: Instant?
    private var last: Instant?

    /// A debounce with a quiet period (150 ms by default) and a maximum delay (1 s).
    public init(quiet: Duration = .milliseconds(150), maximumDelay: Duration = .seconds(1)) {
        self.quiet = quiet
        self.maximumDelay = max(quiet, maximumDelay)
    }

    /// Records a change at `now`.
    public mutating func record(_ now: Instant) {
        if first == nil { first = now }
        last = now
    }

    /// Whether a change waits for a build.
    public var isPending: Bool { first != nil }

    /// When the pending changes should be built; nil when nothing is pending.
    public var deadline: Instant? {
        guard let first, let last else { return nil }
        let quietEnd = last.advanced(by: quiet)
        let latest = first.advanced(by: maximumDelay)
        return quietEnd < latest ? quietEnd : latest
    }

    /// Whether the pending changes are due at `now`.
    public func isDue(at now: Instant) -> Bool {
        guard let deadline else { return false }
        return now >= deadline
    }

    /// Forgets the pending changes (the build that covers them starts).
    public mutating func reset() {
        first = nil
        last = nil
    }
}
