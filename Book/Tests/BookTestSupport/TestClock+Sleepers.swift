import Clocks
@_spi(SwiftletHost) import SwiftletTesting

extension TestClock<Duration> {
    /// True while something sleeps on this clock, so an advance will reach a known sleeper.
    public var hasSleeper: Bool {
        get async { (try? await checkSuspension()) == nil }
    }

    /// Waits (bounded by `limit`) until something sleeps on this clock, then advances it by
    /// `duration`. Advancing before the sleeper is registered would move time past it unseen, and a
    /// sleep registered for exactly the new `now` would then wait for an advance that never comes.
    ///
    /// Only for a sleep that is known to come. To run code that sleeps some number of times and then
    /// changes state, use ``drive(by:limit:settling:until:)``: a loop of this call would wait here
    /// for a sleeper that never comes once the last sleeper has returned.
    public func advanceOnceSleeping(by duration: Duration, limit: Duration = .seconds(60)) async throws {
        try await withTimeout(limit) {
            while !(await self.hasSleeper) {
                try await Task.sleep(for: .milliseconds(1))
            }
        }
        await advance(by: duration)
    }

    /// Advances this clock by `step` each time something sleeps on it, until `isDone` holds; runs
    /// `settle` before each check (a host's settle, so views see the changes). Throws `TimeoutError`
    /// when `isDone` does not hold within `limit` of real time.
    ///
    /// It checks `isDone` again and again while nothing sleeps, instead of waiting for a sleeper:
    /// the effects of the last wake-up can reach the main actor after `settle` has returned (through
    /// a task group's child that hops back, or another actor), and by then nothing sleeps any more.
    /// It never advances a clock nobody sleeps on.
    @MainActor
    public func drive(
        by step: Duration, limit: Duration = .seconds(60), settling settle: @MainActor () async -> Void = {},
        until isDone: () -> Bool
    ) async throws {
        let deadline = ContinuousClock.now.advanced(by: limit)
        while true {
            await settle()
            if isDone() { return }
            if ContinuousClock.now >= deadline { throw TimeoutError(duration: limit) }
            if await hasSleeper {
                await advance(by: step)
            } else {
                try await Task.sleep(for: .milliseconds(1))
            }
        }
    }
}
