import Dispatch
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

/// A third-party delegate source in the post's shape: a weak delegate called on a background queue.
protocol BatchLoaderDelegate: AnyObject, Sendable {
    func loader(didLoadBatch batch: [Int])
}

final class BatchLoader: @unchecked Sendable {
    // @unchecked: written once in init and only read afterwards, like the post's loader.
    weak var delegate: (any BatchLoaderDelegate)?

    init(delegate: any BatchLoaderDelegate) { self.delegate = delegate }

    func start(batches: Int) {
        DispatchQueue.global().async {
            for index in 0..<batches { self.delegate?.loader(didLoadBatch: [index]) }
        }
    }
}

/// The wrapper: conforms to the non-isolated protocol and relays to a main-actor consumer.
final class BatchRelay: BatchLoaderDelegate {
    let relay: MainActorRelay<[Int]>

    init(_ receive: @escaping @MainActor @Sendable ([Int]) -> Void) { relay = MainActorRelay(receive) }

    func loader(didLoadBatch batch: [Int]) { relay.send(batch) }
}

@MainActor final class BatchViewModel {
    private(set) var batches: [[Int]] = []
    let (updates, continuation) = AsyncStream.makeStream(of: Int.self)

    func handle(_ batch: [Int]) {
        MainActor.assertIsolated()
        batches.append(batch)
        continuation.yield(batches.count)
    }
}

@Suite struct MainActorRelayTests {
    @MainActor @Test func backgroundCallbacksReachTheMainActorInOrder() async throws {
        let model = BatchViewModel()
        let handler = BatchRelay { [weak model] batch in model?.handle(batch) }
        let loader = BatchLoader(delegate: handler)
        loader.start(batches: 50)
        try await expect(model.updates, emits: Array(1...50), within: .seconds(60))
        #expect(model.batches == (0..<50).map { [$0] })
        withExtendedLifetime(handler) {}
    }

    @MainActor @Test func finishStopsLaterDeliveries() async throws {
        let model = BatchViewModel()
        let relay = MainActorRelay<[Int]> { [weak model] batch in model?.handle(batch) }
        relay.send([1])
        relay.finish()
        relay.send([2])
        try await expect(model.updates, emits: [1], within: .seconds(60))
        await Task.yield()
        #expect(model.batches == [[1]])
    }
}
