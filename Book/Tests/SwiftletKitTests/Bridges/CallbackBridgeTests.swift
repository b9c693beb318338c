import Dispatch
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct CallbackBridgeTests {
    @Test func returnsTheValueDeliveredOnAnotherThread() async throws {
        let value: Int = try await withCallback { (complete: @escaping @Sendable (Result<Int, any Error>) -> Void) in
            DispatchQueue.global().async { complete(.success(42)) }
        }
        #expect(value == 42)
    }

    @Test func rethrowsTheCallbackError() async throws {
        await #expect(throws: TestFailure(id: 7)) {
            let _: Int = try await withCallback { (complete: @escaping @Sendable (Result<Int, any Error>) -> Void) in
                complete(.failure(TestFailure(id: 7)))
            }
        }
    }

    @Test func aSecondCallIsIgnored() async throws {
        let value: String = try await withCallback {
            (complete: @escaping @Sendable (Result<String, any Error>) -> Void) in
            complete(.success("first"))
            complete(.success("second"))
            complete(.failure(TestFailure()))
        }
        #expect(value == "first")
    }

    @Test func aDroppedHandlerResumesInsteadOfLeaking() async throws {
        await #expect(throws: CallbackBridgeError.completionDropped) {
            let _: Int = try await withCallback { (_: @escaping @Sendable (Result<Int, any Error>) -> Void) in
                // The API forgets to call back and releases the handler.
            }
        }
    }

    @Test func cancellingTheCallerResumesAtOnce() async throws {
        let holder = HandlerHolder()
        let task = Task {
            let _: Int = try await withCallback { (complete: @escaping @Sendable (Result<Int, any Error>) -> Void) in
                holder.keep(complete)
            }
        }
        try await waitUntil { holder.isHolding }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        holder.fire(5)  // a late callback is ignored
    }

    @Test func valueOrErrorShape() async throws {
        let address: String = try await withCallback {
            (complete: @escaping @Sendable (String?, (any Error)?) -> Void) in
            complete("1 Infinite Loop", nil)
        }
        #expect(address == "1 Infinite Loop")
        await #expect(throws: CallbackBridgeError.noResult) {
            let _: String = try await withCallback { (complete: @escaping @Sendable (String?, (any Error)?) -> Void) in
                complete(nil, nil)
            }
        }
        await #expect(throws: TestFailure(id: 3)) {
            let _: String = try await withCallback { (complete: @escaping @Sendable (String?, (any Error)?) -> Void) in
                complete(nil, TestFailure(id: 3))
            }
        }
    }

    @MainActor @Test func completionRunsOnTheMainActor() async throws {
        let (results, continuation) = AsyncStream.makeStream(of: Int.self)
        runWithCompletion({ 21 * 2 }) { result in
            MainActor.assertIsolated()
            continuation.yield((try? result.get()) ?? -1)
            continuation.finish()
        }
        try await expect(results, emits: [42], within: .seconds(60))
    }

    @MainActor @Test func cancellingTheHandleDeliversCancellation() async throws {
        let (results, continuation) = AsyncStream.makeStream(of: Bool.self)
        let handle = runWithCompletion({ try await Task.sleep(for: .seconds(60)) }) { result in
            if case .failure(let error) = result { continuation.yield(error is CancellationError) }
            continuation.finish()
        }
        handle.cancel()
        try await expect(results, emits: [true], within: .seconds(60))
    }
}

/// Keeps a completion handler like a callback API that has not answered yet.
final class HandlerHolder: Sendable {
    private let handler = Mutex<(@Sendable (Result<Int, any Error>) -> Void)?>(nil)

    var isHolding: Bool { handler.withLock { $0 != nil } }

    func keep(_ complete: @escaping @Sendable (Result<Int, any Error>) -> Void) {
        handler.withLock { $0 = complete }
    }

    func fire(_ value: Int) {
        handler.withLock { $0 }?(.success(value))
    }
}
