import BookTestSupport
import Clocks
@_spi(SwiftletHost) import SwiftletTesting
import Testing

/// The test-clock driver the app tests use to run a poller to its end (EmojiArt's verification).
@Suite struct ClockDrivingTests {
    /// A screen whose timer ticks twice and whose last step reaches the main actor only after work
    /// elsewhere, as EmojiArt's switch to the feed does after its poller returns.
    @MainActor
    private final class Screen {
        var finished = false
    }

    @Test func drivingWaitsForAChangeThatArrivesAfterTheLastSleep() async throws {
        try await withTimeout(.seconds(90)) { @MainActor in
            let clock = TestClock()
            let start = clock.now
            let screen = Screen()
            let work = Task { @MainActor in
                for _ in 0..<2 { try await clock.sleep(for: .milliseconds(200)) }
                // Nothing sleeps on the clock any more, and the change is still on its way.
                await Task.detached { try? await Task.sleep(for: .milliseconds(300)) }.value
                screen.finished = true
            }
            try await clock.drive(by: .milliseconds(200)) { screen.finished }
            try await work.value
            // Time moved only for the two sleeps: the driver never advances a clock nobody sleeps on.
            #expect(clock.now == start.advanced(by: .milliseconds(400)))
        }
    }

    @Test func drivingGivesUpAfterItsLimitWhenTheChangeNeverComes() async throws {
        try await withTimeout(.seconds(90)) { @MainActor in
            let clock = TestClock()
            await #expect(throws: TimeoutError.self) {
                try await clock.drive(by: .seconds(1), limit: .milliseconds(200)) { false }
            }
        }
    }
}
