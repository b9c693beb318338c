import Clocks
import SwiftletTesting

extension TestClock<Duration> {
    /// True while something sleeps on this clock, so an advance will reach a known sleeper.
    public var hasSleeper: Bool {
        get async { (try? await checkSuspension()) == nil }
    }

    /// Waits (bounded by `limit`) until something sleeps on this clock, then advances it by
    /// `duration`. Advancing before the sleeper is registered would move time past it unseen, and a
    /// sleep registered for exactly the new `now` would then wait for an advance that never comes.
    public func advanceOnceSleeping(by duration: Duration, limit: Duration = .seconds(60)) async throws {
        try await withTimeout(limit) {
            while !(await self.hasSleeper) {
                try await Task.sleep(for: .milliseconds(1))
            }
        }
        await advance(by: duration)
    }
}
