import BookTestSupport
import Clocks
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct ClockTimerTests {
    @Test func ticksOncePerIntervalOnTheInjectedClock() async throws {
        let clock = TestClock()
        let start = clock.now
        let ticks = Recorder<Duration>()
        let consumer = Task {
            for await instant in ClockTimer(interval: .seconds(1), clock: clock, start: start) {
                await ticks.append(start.duration(to: instant))
            }
        }
        try await clock.advanceOnceSleeping(by: .milliseconds(999))
        #expect(await ticks.values.isEmpty)
        try await clock.advanceOnceSleeping(by: .milliseconds(1))
        try await waitUntil { await ticks.values.count == 1 }
        // One second at a time, each once the timer sleeps again: its deadlines stay on the grid.
        try await clock.advanceOnceSleeping(by: .seconds(1))
        try await waitUntil { await ticks.values.count == 2 }
        try await clock.advanceOnceSleeping(by: .seconds(1))
        try await waitUntil { await ticks.values.count == 3 }
        #expect(await ticks.values == [.seconds(1), .seconds(2), .seconds(3)])
        consumer.cancel()
        await consumer.value
    }

    @Test func cancellingTheConsumerEndsTheTimer() async throws {
        let clock = TestClock()
        let ended = Counter()
        let consumer = Task {
            for await _ in ClockTimer(interval: .seconds(1), clock: clock) {}
            await ended.increment()
        }
        try await clock.advanceOnceSleeping(by: .seconds(3))
        consumer.cancel()
        try await withTimeout(.seconds(60)) { await consumer.value }
        #expect(await ended.value == 1)
    }
}
