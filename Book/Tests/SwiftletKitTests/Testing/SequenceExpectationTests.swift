import Clocks
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@Suite struct SequenceExpectationTests {
    @Test func passesWhenTheValuesArriveInOrder() async throws {
        try await expect(
            AsyncStream<Int> { c in
                for v in [1, 2, 3, 4] { c.yield(v) }; c.finish()
            }, emits: [1, 2, 3], within: .seconds(60))
    }

    @Test func failsOnTheFirstDifferentElement() async throws {
        let failure = await #expect(throws: SequenceExpectationFailure.self) {
            try await expect(
                AsyncStream<Int> { c in
                    for v in [1, 5, 3] { c.yield(v) }; c.finish()
                }, emits: [1, 2, 3], within: .seconds(60))
        }
        #expect(failure?.received == "[1, 5]")
    }

    @Test func failsWhenTheSequenceEndsEarly() async throws {
        await #expect(throws: SequenceExpectationFailure.self) {
            try await expect(
                AsyncStream<Int> { c in
                    c.yield(1); c.finish()
                }, emits: [1, 2], within: .seconds(60))
        }
    }

    @Test func failsWhenTheTimeRunsOutAndReportsWhatArrived() async throws {
        let clock = TestClock()
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        continuation.yield(1)
        let check = Task { try await expect(stream, emits: [1, 2], within: .seconds(5), clock: clock) }
        // Keep time moving until the check gives up (it only waits on the test clock).
        let time = Task { while !Task.isCancelled { await clock.advance(by: .milliseconds(100)) } }
        let result = await check.result
        time.cancel()
        let failure = try #require(throws: SequenceExpectationFailure.self) { try result.get() }
        #expect(failure.received == "[1]")
        #expect(failure.reason.contains("timed out"))
    }
}
