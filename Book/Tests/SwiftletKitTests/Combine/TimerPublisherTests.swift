import BookTestSupport
import Clocks
import Foundation
import OpenCombine
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Synchronization
import Testing

/// Combine's `Timer.publish(every:tolerance:on:in:options:)` as the book spells it, ticking on the main
/// actor from an injected clock (no run loop runs in a test process or a server).
@Suite struct TimerPublisherTests {
    @Test func autoconnectTicksOncePerIntervalOnTheMainActorThroughValues() async throws {
        let clock = TestClock()
        let seconds = Recorder<Int>()
        let demand = DemandLog()
        let consumer = Task { @MainActor in
            let start = Date().timeIntervalSince1970
            let sequence = TimerClock.$current.withValue(clock) {
                Timer.publish(every: 1, tolerance: 1, on: .main, in: .common)
                    .autoconnect()
                    .map { date -> Int in
                        MainActor.assertIsolated("ticks arrive on the main actor")
                        return Int(date.timeIntervalSince1970 - start)
                    }
                    .handleEvents(receiveRequest: demand.record)
                    .values
            }
            for await elapsed in sequence { await seconds.append(elapsed) }
        }
        for expected in 1...3 {
            // `.values` asks for one tick at a time, and a timer drops a tick nobody asked for (as
            // Combine's does): the clock moves once the loop waits for the next tick.
            try await waitUntil { demand.requested >= expected }
            try await clock.advanceOnceSleeping(by: .seconds(1))
            try await waitUntil { await seconds.values.count == expected }
        }
        #expect(await seconds.values == [1, 2, 3])
        consumer.cancel()
        try await withTimeout(.seconds(60)) { await consumer.value }
        // Cancelling the task ended the loop, the subscription and the timer: nothing sleeps any more.
        try await waitUntil { !(await clock.hasSleeper) }
    }

    @MainActor @Test func cancellingAutoconnectStopsTheTimerAndNoTickFollows() async throws {
        let clock = TestClock()
        let ticks = TickLog()
        let subscription = TimerClock.$current.withValue(clock) {
            Timer.publish(every: 0.5, on: .main, in: .common).autoconnect().sink { date in
                MainActor.assumeIsolated { ticks.dates.append(date) }
            }
        }
        try await clock.advanceOnceSleeping(by: .milliseconds(500))
        try await waitUntil { await MainActor.run { ticks.dates.count } == 1 }
        subscription.cancel()
        try await waitUntil { !(await clock.hasSleeper) }
        await clock.advance(by: .seconds(5))
        await Task.yield()
        #expect(ticks.dates.count == 1)
    }

    @MainActor @Test func connectStartsAConnectablePublisherAndItsCancellableStopsIt() async throws {
        let clock = TestClock()
        let ticks = TickLog()
        let publisher = TimerClock.$current.withValue(clock) {
            Timer.publish(every: 2, tolerance: 0.5, on: RunLoop.main, in: RunLoop.Mode.common, options: nil)
        }
        let subscription = publisher.sink { date in MainActor.assumeIsolated { ticks.dates.append(date) } }
        let connection = publisher.connect()
        try await clock.advanceOnceSleeping(by: .seconds(2))
        try await clock.advanceOnceSleeping(by: .seconds(2))
        try await waitUntil { await MainActor.run { ticks.dates.count } == 2 }
        let dates = ticks.dates
        #expect(abs(dates[1].timeIntervalSince(dates[0]) - 2) < 0.001)
        connection.cancel()
        try await waitUntil { !(await clock.hasSleeper) }
        subscription.cancel()
    }
}

/// How many values a subscriber has asked for.
private final class DemandLog: Sendable {
    private let total = Mutex(0)

    var requested: Int { total.withLock { $0 } }

    func record(_ demand: Subscribers.Demand) { total.withLock { $0 += demand.max ?? Int.max / 2 } }
}

/// Dates a timer published, kept on the main actor.
@MainActor private final class TickLog {
    var dates: [Date] = []
}
