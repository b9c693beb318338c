import BookTestSupport
import Clocks
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct RetryTests {
    @Test func retriesTimesPlusOneAttemptsWithDoublingDelays() async throws {
        let clock = TestClock()
        let attempts = Recorder<Duration>()
        let start = clock.now
        let task = Task {
            try await retry(times: 3, backoff: .seconds(1), clock: clock) { () async throws -> Int in
                await attempts.append(start.duration(to: clock.now))
                throw TestFailure(id: await attempts.values.count)
            }
        }
        for backoff in [1, 2, 4] {
            try await clock.advanceOnceSleeping(by: .seconds(backoff))
        }
        let result = try await withTimeout(.seconds(60)) { await task.result }
        #expect(throws: TestFailure(id: 4)) { try result.get() }
        #expect(await attempts.values == [.zero, .seconds(1), .seconds(3), .seconds(7)])
    }

    @Test func returnsTheFirstSuccessWithoutFurtherAttempts() async throws {
        let clock = TestClock()
        let attempts = Counter()
        let task = Task {
            try await retry(times: 5, backoff: .milliseconds(100), clock: clock) {
                let attempt = await attempts.increment()
                if attempt < 3 { throw TestFailure() }
                return "ok after \(attempt)"
            }
        }
        try await clock.advanceOnceSleeping(by: .milliseconds(100))
        try await clock.advanceOnceSleeping(by: .milliseconds(200))
        #expect(try await withTimeout(.seconds(60)) { try await task.value } == "ok after 3")
        #expect(await attempts.value == 3)
    }

    @Test func zeroRetriesMeansExactlyOneAttempt() async throws {
        let attempts = Counter()
        await #expect(throws: TestFailure.self) {
            try await retry(times: 0, backoff: .seconds(1), clock: ImmediateClock()) { () async throws -> Int in
                await attempts.increment()
                throw TestFailure()
            }
        }
        #expect(await attempts.value == 1)
    }

    @Test func cancellingDuringBackoffStopsRetrying() async throws {
        let clock = TestClock()
        let attempts = Counter()
        let task = Task {
            try await retry(times: 3, backoff: .seconds(1), clock: clock) { () async throws -> Int in
                await attempts.increment()
                throw TestFailure()
            }
        }
        try await waitUntil { await attempts.value == 1 }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        await clock.advance(by: .seconds(10))
        #expect(await attempts.value == 1)
    }

    @Test func taskRetriedRunsTheSameSchedule() async throws {
        let attempts = Counter()
        let task = Task.retried(times: 2, backoff: .seconds(1), clock: ImmediateClock()) {
            let attempt = await attempts.increment()
            if attempt < 3 { throw TestFailure() }
            return attempt
        }
        #expect(try await task.value == 3)
    }
}
