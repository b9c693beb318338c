@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct BoundedConcurrencyTests {
    @Test func neverRunsMoreThanTheLimitAndKeepsInputOrder() async throws {
        let running = Counter()
        let results = try await Array(1...20).concurrentMap(maxConcurrency: 4) { value in
            await running.enter()
            await Task.yield()
            await running.leave()
            return value * 10
        }
        #expect(results == Array(1...20).map { $0 * 10 })
        #expect(await running.peak <= 4)
        #expect(await running.peak >= 1)
    }

    @Test func failFastCancelsTheOtherChildrenAndRethrows() async throws {
        let cancelled = Counter()
        let started = Counter()
        await #expect(throws: TestFailure(id: 2)) {
            try await [1, 2, 3, 4, 5].concurrentForEach(maxConcurrency: 5, policy: .failFast) { id in
                await started.increment()
                if id == 2 {
                    // Fail only once every child is running, so the others have something to cancel.
                    try await waitUntil { await started.value == 5 }
                    throw TestFailure(id: 2)
                }
                do {
                    try await Task.sleep(for: .seconds(60))
                } catch is CancellationError {
                    await cancelled.increment()
                }
            }
        }
        #expect(await cancelled.value == 4)
    }

    @Test func collectSuccessesDropsFailuresAndFinishesEveryChild() async throws {
        let attempted = Counter()
        let values = await [1, 2, 3, 4, 5].concurrentSuccesses(maxConcurrency: 2) { id in
            await attempted.increment()
            if id == 2 { throw TestFailure(id: id) }
            return id
        }
        #expect(values == [1, 3, 4, 5])
        #expect(await attempted.value == 5)
    }

    @Test func deliversResultsAsTheyComplete() async throws {
        let gate = Recorder<Int>()
        var order: [Int] = []
        // Child 0 waits until child 1 has finished, so completion order differs from input order.
        try await forEachCompletion(
            of: [0, 1], maxConcurrency: 2,
            transform: { id in
                if id == 0 { try await waitUntil { await gate.values.contains(1) } }
                await gate.append(id)
                return id
            }
        ) { index, result in
            order.append(try result.get())
            #expect(index == (try result.get()))
        }
        #expect(order == [1, 0])
    }

    @Test func collectPolicyHandsFailuresToTheReceiver() async throws {
        var failures = 0
        try await forEachCompletion(
            of: 1...3, maxConcurrency: 1, policy: .collectSuccesses,
            transform: { (id: Int) -> Int in
                if id.isMultiple(of: 2) { throw TestFailure(id: id) }
                return id
            }
        ) { _, result in
            if case .failure = result { failures += 1 }
        }
        #expect(failures == 1)
    }
}
