/// Deadlines on an injected clock, measured as offsets from the moment the timeline was created.
///
/// Every timer of the server (ticker, chat polling, bot delay, download throttle) sleeps through a
/// `Timeline`, so tests can drive time with a test clock. Deadlines are absolute offsets, not
/// relative sleeps: a timer that falls behind catches up instead of drifting, and a test that
/// advances its clock before the timer starts sleeping does not lose the tick.
struct Timeline: Sendable {
    private let elapsedSinceOrigin: @Sendable () -> Duration
    private let sleepUntilOffset: @Sendable (Duration) async throws -> Void

    /// Starts a timeline on `clock`; its origin is `clock.now`.
    init(clock: any Clock<Duration>) {
        self = Self.make(clock)
    }

    private init(
        elapsed: @escaping @Sendable () -> Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        self.elapsedSinceOrigin = elapsed
        self.sleepUntilOffset = sleep
    }

    private static func make<C: Clock<Duration>>(_ clock: C) -> Timeline {
        let origin = clock.now
        return Timeline(
            elapsed: { origin.duration(to: clock.now) },
            sleep: { offset in
                let deadline = origin.advanced(by: offset)
                try Task.checkCancellation()
                // A deadline already reached returns at once (some test clocks would wait for the
                // next advance otherwise).
                if clock.now >= deadline { return }
                try await clock.sleep(until: deadline, tolerance: nil)
            }
        )
    }

    /// The time passed on the clock since the timeline was created.
    var elapsed: Duration { elapsedSinceOrigin() }

    /// Suspends until `offset` after the origin; returns at once if that moment has passed.
    /// Throws `CancellationError` when the calling task is cancelled.
    func sleep(untilOffset offset: Duration) async throws {
        try await sleepUntilOffset(offset)
    }
}
