import Dispatch
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite(.timeLimit(.minutes(2)))
struct SynchronousWorkTests {
    @Test func returnsTheResultOfTheWork() async throws {
        let value = try await withTimeout(.seconds(60)) { await runSynchronousWork { (1...100).reduce(0, +) } }
        #expect(value == 5050)
    }

    @Test @MainActor func theCallersActorStaysFreeWhileTheWorkBlocks() async throws {
        try await withTimeout(.seconds(60)) { @MainActor in
            let release = DispatchSemaphore(value: 0)
            let started = Atomic(false)
            let work = Task { @MainActor in
                await runSynchronousWork { () -> String in
                    started.store(true, ordering: .sequentiallyConsistent)
                    release.wait()
                    return "finished"
                }
            }
            // The work is blocked on its own thread; the main actor keeps running this loop.
            while !started.load(ordering: .sequentiallyConsistent) { try await Task.sleep(for: .milliseconds(2)) }
            var mainActorTurns = 0
            for _ in 0..<10 {
                await Task.yield()
                mainActorTurns += 1
            }
            #expect(mainActorTurns == 10)
            release.signal()
            #expect(await work.value == "finished")
        }
    }

    @Test func cancellingTheCallerRaisesTheWorksFlag() async throws {
        try await withTimeout(.seconds(60)) {
            let started = Atomic(false)
            let work = Task {
                await runSynchronousWork { cancellation -> Bool in
                    started.store(true, ordering: .sequentiallyConsistent)
                    // Bounded: gives up after about 10 s if the flag never turns.
                    for _ in 0..<10_000 where !cancellation.isCancelled { Thread.sleep(forTimeInterval: 0.001) }
                    return cancellation.isCancelled
                }
            }
            while !started.load(ordering: .sequentiallyConsistent) { try await Task.sleep(for: .milliseconds(2)) }
            work.cancel()
            #expect(await work.value)
        }
    }
}
