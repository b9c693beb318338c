@_spi(SwiftletHost) import SwiftletTesting

/// A counter shared by concurrent test closures.
actor Counter {
    private(set) var value = 0
    private(set) var peak = 0
    private var current = 0

    @discardableResult
    func increment() -> Int {
        value += 1
        return value
    }

    /// Marks one more task as running and records the highest number running at once.
    func enter() {
        current += 1
        peak = max(peak, current)
    }

    func leave() { current -= 1 }
}

/// Records values in order, shared by concurrent test closures.
actor Recorder<Value: Sendable> {
    private(set) var values: [Value] = []

    func append(_ value: Value) { values.append(value) }
}

/// An error for tests to throw and recognise.
struct TestFailure: Error, Equatable {
    var id = 0
}

/// Polls `condition` until it holds; fails with `TimeoutError` after `limit`, so a broken test fails fast
/// instead of hanging. Between checks it yields, then naps 2 ms so that many waiting tests do not starve
/// the two-core machine's cooperative pool by spinning. It only waits for a state; it never asserts timing.
func waitUntil(
    _ limit: Duration = .seconds(60), _ condition: @escaping @Sendable () async -> Bool
) async throws {
    try await withTimeout(limit) {
        while await !condition() {
            await Task.yield()
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}
