/// An async timer: yields each tick's deadline on `clock`, once per `interval`, for as long as it is iterated.
///
/// Deadlines are computed from the previous deadline, so a slow consumer does not make the timer drift;
/// ticks missed while the consumer was busy are skipped, not queued. The timer ends (yields `nil`) when
/// the iterating task is cancelled, so a timer owned by a screen's task stops with the screen.
/// Inject a `TestClock` to drive it in tests without sleeping.
///
/// ```swift
/// for await _ in ClockTimer(interval: .seconds(1), clock: ContinuousClock()) { tick() }
/// ```
public struct ClockTimer<C: Clock>: AsyncSequence, Sendable {
    public typealias Element = C.Instant

    public let interval: C.Duration
    public let clock: C
    public let tolerance: C.Duration?
    public let start: C.Instant?

    /// A timer that fires at `start + interval`, `start + 2 × interval`, …; with `start` nil, the first
    /// tick is one `interval` after iteration starts.
    public init(interval: C.Duration, clock: C, tolerance: C.Duration? = nil, start: C.Instant? = nil) {
        precondition(interval > .zero, "a timer needs a positive interval")
        self.interval = interval
        self.clock = clock
        self.tolerance = tolerance
        self.start = start
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(timer: self, deadline: start)
    }

    /// Sleeps until the next deadline and returns that deadline.
    public struct Iterator: AsyncIteratorProtocol {
        let timer: ClockTimer
        var deadline: C.Instant?

        public mutating func next() async -> C.Instant? {
            guard !Task.isCancelled else { return nil }
            let now = timer.clock.now
            var next = (deadline ?? now).advanced(by: timer.interval)
            if next < now {
                // The consumer fell behind: skip the ticks it missed.
                next = now.advanced(by: timer.interval)
            }
            deadline = next
            do {
                try await timer.clock.sleep(until: next, tolerance: timer.tolerance)
            } catch {
                return nil
            }
            return next
        }
    }
}
