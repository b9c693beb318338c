import BookTestSupport
import Clocks
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// The chat streams' shared timer: news wakes every stream at the next 100 ms ring, a quiet room
/// wakes them once a second (to notice departed clients), and stopping the bell ends them.
@Suite(.timeLimit(.minutes(2))) struct StreamBellTests {
    actor Wakes {
        var count = 0
        func add() { count += 1 }
    }

    static func waitUntil(_ condition: @escaping @Sendable () async -> Bool) async throws {
        try await withTimeout(.seconds(60)) {
            while !(await condition()) { try await Task.sleep(for: .milliseconds(1)) }
        }
    }

    @Test func newsRingsAtTheNextIntervalAndAQuietRoomOncePerSecond() async throws {
        let clock = TestClock()
        let bell = StreamBell(interval: .milliseconds(100))
        let wakes = Wakes()
        // Bounded as a whole: the group also waits for its tasks to end after `cancelAll()`.
        try await withTimeout(.seconds(90)) {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await bell.run(clock: clock) }
                for _ in 0..<3 {
                    group.addTask {
                        while await bell.wait() { await wakes.add() }
                    }
                }
                try await Self.waitUntil { bell.waiting == 3 }

                // Quiet: nine rings' worth of time wake nobody, the tenth (one second) wakes all three.
                for _ in 0..<9 {
                    try await clock.advanceOnceSleeping(by: .milliseconds(100))
                }
                try await Self.waitUntil { await clock.hasSleeper }
                #expect(await wakes.count == 0)
                try await clock.advanceOnceSleeping(by: .milliseconds(100))
                try await Self.waitUntil { await wakes.count == 3 && bell.waiting == 3 }

                // News: the next ring, 100 ms later, wakes them all once.
                bell.announce()
                try await clock.advanceOnceSleeping(by: .milliseconds(100))
                try await Self.waitUntil { await wakes.count == 6 && bell.waiting == 3 }
                try await clock.advanceOnceSleeping(by: .milliseconds(100))
                try await Self.waitUntil { await clock.hasSleeper }
                #expect(await wakes.count == 6)

                // Stopping the bell ends every stream.
                group.cancelAll()
            }
        }
        #expect(bell.waiting == 0)
    }

    @Test func aCancelledStreamStopsWaitingAtOnce() async throws {
        let bell = StreamBell(interval: .milliseconds(100))
        let waiter = Task { await bell.wait() }
        try await Self.waitUntil { bell.waiting == 1 }
        waiter.cancel()
        #expect(try await withTimeout(.seconds(60)) { await waiter.value } == false)
        #expect(bell.waiting == 0)
    }
}
