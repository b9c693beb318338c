import OpenCombine
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct CombineBridgeTests {
    @Test func asyncSinkHandlesValuesOneAtATimeInOrder() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let running = Counter()
        let (handled, continuation) = AsyncStream.makeStream(of: Int.self)
        let cancellable = subject.sink { (value: Int) async in
            await running.enter()
            await Task.yield()
            await running.leave()
            continuation.yield(value)
        }
        for value in 1...10 { subject.send(value) }
        try await expect(handled, emits: Array(1...10), within: .seconds(60))
        #expect(await running.peak == 1)
        cancellable.cancel()
    }

    @Test func aSynchronousSinkStillResolvesToOpenCombinesSink() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var seen: [Int] = []
        let cancellable = subject.sink { value in seen.append(value) }
        subject.send(2)
        #expect(seen == [1, 2])
        cancellable.cancel()
    }

    @Test func cancellingTheSinkStopsDeliveries() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let seen = Recorder<Int>()
        let (handled, continuation) = AsyncStream.makeStream(of: Int.self)
        let cancellable = subject.sink { (value: Int) async in
            await seen.append(value)
            continuation.yield(value)
        }
        subject.send(1)
        try await expect(handled, emits: [1], within: .seconds(60))
        cancellable.cancel()
        subject.send(2)
        for _ in 0..<50 { await Task.yield() }
        #expect(await seen.values == [1])
    }

    @Test func tryAwaitMapOnAFailingPublisherMapsValuesAndEndsOnError() async throws {
        let subject = PassthroughSubject<Int, any Error>()
        let events = Recorder<String>()
        let (done, finished) = AsyncStream.makeStream(of: Void.self)
        let cancellable = subject.tryAwaitMap { (value: Int) async throws -> String in
            if value < 0 { throw TestFailure(id: value) }
            return "#\(value)"
        }
        .sink(
            receiveCompletion: { completion in
                Task {
                    if case .failure(let error) = completion { await events.append("failed \(error)") }
                    finished.finish()
                }
            },
            receiveValue: { value in Task { await events.append(value) } })
        subject.send(1)
        try await waitUntil { await events.values.count == 1 }
        subject.send(-2)
        try await withTimeout(.seconds(60)) { for await _ in done {} }
        #expect(await events.values == ["#1", "failed \(TestFailure(id: -2))"])
        cancellable.cancel()
    }

    @Test func tryAwaitMapOnANeverFailingPublisher() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let cancellable = subject.tryAwaitMap { (value: Int) async throws -> Int in value * 2 }
            .sink(receiveCompletion: { _ in }, receiveValue: { continuation.yield($0) })
        subject.send(21)
        try await expect(values, emits: [42], within: .seconds(60))
        cancellable.cancel()
    }
}
