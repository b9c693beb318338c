import Clocks
import Dispatch
import Foundation
@_spi(SwiftletHost) import SwiftletKit
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Synchronization
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps
@testable import SwiftletServer

/// The Techniques app in the headless host, on test clocks, against a real book server on a free port.
@Suite(.timeLimit(.minutes(4)))
struct TechniquesTests {
    static let unusedServer = URL(string: "http://127.0.0.1:9")!

    // MARK: Prepare once

    @Test func switchingTabsRaisesAppearCountsButPreparesOnceAndRestartsACancelledAsyncPrepare() async throws {
        try await withTimeout(.seconds(180)) { @MainActor in
            let clock = TestClock()
            let host = HeadlessHost(TechniquesView(server: Self.unusedServer, clock: clock))
            await host.settle()
            #expect(host.text("appear-count") == "onAppear: 1")
            #expect(host.text("prepare-count") == "prepare: 1")
            #expect(host.text("async-appear-count") == "onAppear: 1")
            #expect(host.text("async-prepare-starts") == "prepare started: 1")
            #expect(host.text("async-prepare-count") == "prepare: 0")
            // A quick switch away, before the async preparation finished, cancels it ...
            try await Posts.waitFor { await Posts.hasSleeper(clock) }
            try await host.tap("Typewriter")
            try await host.tap("Prepare once")
            // ... and coming back starts it again.
            #expect(host.text("appear-count") == "onAppear: 2")
            #expect(host.text("prepare-count") == "prepare: 1")
            #expect(host.text("async-appear-count") == "onAppear: 2")
            #expect(host.text("async-prepare-starts") == "prepare started: 2")
            #expect(host.text("async-prepare-count") == "prepare: 0")
            try await Posts.advanceOnceAsleep(clock)
            try await host.waitUntil { host.text("async-prepare-count") == "prepare: 1" }
            // Prepared: further switches raise the appear counts only.
            for _ in 0..<2 {
                try await host.tap("Sync work")
                try await host.tap("Prepare once")
            }
            #expect(host.text("appear-count") == "onAppear: 4")
            #expect(host.text("prepare-count") == "prepare: 1")
            #expect(host.text("async-appear-count") == "onAppear: 4")
            #expect(host.text("async-prepare-starts") == "prepare started: 2")
            #expect(host.text("async-prepare-count") == "prepare: 1")
            await host.unmount()
        }
    }

    @Test func aHiddenTabKeepsItsStateAndItsTasksStopUntilItIsShownAgain() async throws {
        try await withTimeout(.seconds(180)) { @MainActor in
            let clock = TestClock()
            let host = HeadlessHost(TechniquesView(server: Self.unusedServer, clock: clock))
            try await host.tap("Sync work")
            try await Posts.advanceOnceAsleep(clock)
            try await host.waitUntil { host.text("clock") == "Clock: 1 s" }
            try await host.tap("Task group")
            // The clock's task was cancelled with the switch: nothing sleeps on the clock any more.
            try await Posts.waitFor { !(await Posts.hasSleeper(clock)) }
            await clock.advance(by: .seconds(5))
            try await host.tap("Sync work")
            #expect(host.text("clock") == "Clock: 1 s")
            try await Posts.advanceOnceAsleep(clock)
            try await host.waitUntil { host.text("clock") == "Clock: 2 s" }
            await host.unmount()
        }
    }

    // MARK: Typewriter

    @Test func theTypewriterSequenceYieldsThirteenGrowingPrefixesThenEnds() async throws {
        try await withTimeout(.seconds(180)) {
            let clock = TestClock()
            let typing = Task {
                var prefixes: [String] = []
                for try await prefix in Typewriter(clock: clock) { prefixes.append(prefix) }
                return prefixes
            }
            for _ in 0..<13 { try await Posts.advanceOnceAsleep(clock) }
            let prefixes = try await typing.value
            #expect(prefixes.count == 13)
            #expect(prefixes.first == "H")
            #expect(prefixes.last == "Hello, world!")
            #expect(zip(prefixes, prefixes.dropFirst()).allSatisfy { $1.hasPrefix($0) && $1.count == $0.count + 1 })
        }
    }

    @Test func theUnfoldingStreamYieldsTheSamePrefixesAndEndsWhenCancelled() async throws {
        try await withTimeout(.seconds(180)) {
            let clock = TestClock()
            let full = Task {
                var prefixes: [String] = []
                for await prefix in Typewriter.stream(clock: clock) { prefixes.append(prefix) }
                return prefixes
            }
            for _ in 0..<13 { try await Posts.advanceOnceAsleep(clock) }
            #expect(await full.value == (1...13).map { String("Hello, world!".prefix($0)) })

            let cancelled = Task {
                var prefixes: [String] = []
                for await prefix in Typewriter.stream(clock: clock) { prefixes.append(prefix) }
                return prefixes
            }
            try await Posts.advanceOnceAsleep(clock)
            try await Posts.waitFor { await Posts.hasSleeper(clock) }
            cancelled.cancel()
            #expect(await cancelled.value == ["H"])
        }
    }

    @Test func theTypewriterTabGrowsItsTextEverySecondAndStopsWhenLeft() async throws {
        try await withTimeout(.seconds(180)) { @MainActor in
            let clock = TestClock()
            let streamClock = TestClock()
            let host = HeadlessHost(
                TechniquesView(server: Self.unusedServer, clock: clock, streamClock: streamClock))
            try await host.tap("Typewriter")
            #expect(host.text("typewriter-text") == "")
            // The prepare tab's async preparation was cancelled by the switch: only the typewriter sleeps.
            try await Posts.advanceOnceAsleep(clock)
            try await host.waitUntil { host.text("typewriter-text") == "H" }
            try await Posts.advanceOnceAsleep(clock)
            try await host.waitUntil { host.text("typewriter-text") == "He" }
            try await Posts.advanceOnceAsleep(streamClock)
            try await host.waitUntil { host.text("typewriter-stream-text") == "H" }
            try await Posts.advanceOnceAsleep(streamClock)
            try await host.waitUntil { host.text("typewriter-stream-text") == "He" }
            // Leaving the tab cancels both tasks: the stream's clock has no sleeper left, and time
            // passing changes nothing.
            try await host.tap("Task group")
            try await Posts.waitFor { !(await Posts.hasSleeper(streamClock)) }
            try await Posts.waitFor { !(await Posts.hasSleeper(clock)) }
            await clock.advance(by: .seconds(5))
            await streamClock.advance(by: .seconds(5))
            await host.settle()
            #expect(
                host.graph.tree.allNodes.contains {
                    $0.attributes[.identifier] == "typewriter-text" && $0.text == "He"
                })
            await host.unmount()
        }
    }

    // MARK: Task group

    @MainActor
    static func startDownloads(_ host: HeadlessHost<TechniquesView>, failFast: Bool, breakOne: Bool) async throws {
        try await host.tap("Task group")
        let failFastToggle = try #require(host.node("fail-fast"))
        try await host.send(.toggle(failFastToggle.id, failFast))
        let breakToggle = try #require(host.node("break-one"))
        try await host.send(.toggle(breakToggle.id, breakOne))
        try await host.tap(identifier: "taskgroup-start")
    }

    @MainActor
    static func resultIDs(_ host: HeadlessHost<TechniquesView>) -> [String] {
        host.identifiers(withPrefix: "taskgroup-result-").map { String($0.dropFirst("taskgroup-result-".count)) }
    }

    @Test func thumbnailsAppearInCompletionOrder() async throws {
        try await BookServer.withRunning(Posts.configuration()) { server in
            try await withTimeout(.seconds(90)) { @MainActor in
                let gate = DownloadGate()
                let host = HeadlessHost(
                    TechniquesView(server: server.baseURL, clock: TestClock(), loader: GatedLoader(gate: gate)))
                try await Self.startDownloads(host, failFast: true, breakOne: false)
                try await Posts.waitFor { await gate.waitingIDs.count == ThumbnailGroup.count }
                let ids = SpaceCatalog.photos.prefix(ThumbnailGroup.count).map(\.id)
                #expect(await gate.waitingIDs == Set(ids))
                // Release them last to first, one at a time: that is the order they are listed in.
                for (released, id) in ids.reversed().enumerated() {
                    await gate.release(id)
                    try await host.waitUntil { Self.resultIDs(host).count == released + 1 }
                }
                #expect(Self.resultIDs(host) == Array(ids.reversed()))
                try await host.waitUntil { host.text("taskgroup-status") == "Done: 12 downloaded, 0 failed." }
                await host.unmount()
            }
        }
    }

    @Test func failFastStopsAtTheFirstFailureAndCancelsTheRest() async throws {
        try await BookServer.withRunning(Posts.configuration()) { server in
            try await withTimeout(.seconds(90)) { @MainActor in
                let gate = DownloadGate()
                let host = HeadlessHost(
                    TechniquesView(server: server.baseURL, clock: TestClock(), loader: GatedLoader(gate: gate)))
                try await Self.startDownloads(host, failFast: true, breakOne: true)
                try await Posts.waitFor { await gate.waitingIDs.count == ThumbnailGroup.count }
                await gate.release("orion")
                try await host.waitUntil { Self.resultIDs(host) == ["orion"] }
                await gate.release("missing")
                try await host.waitUntil { host.text("taskgroup-status")?.hasPrefix("Stopped: missing failed") == true }
                #expect(Self.resultIDs(host) == ["orion", "missing"])
                // The other ten were cancelled while waiting: none is left at the gate.
                try await Posts.waitFor { await gate.waitingIDs.isEmpty }
                #expect(host.node("taskgroup-start")?.attributes[.disabled] == nil)
                await host.unmount()
            }
        }
    }

    @Test func collectingFailuresRunsEveryChildAndListsTheFailure() async throws {
        try await BookServer.withRunning(Posts.configuration()) { server in
            try await withTimeout(.seconds(90)) { @MainActor in
                let gate = DownloadGate()
                let host = HeadlessHost(
                    TechniquesView(server: server.baseURL, clock: TestClock(), loader: GatedLoader(gate: gate)))
                try await Self.startDownloads(host, failFast: false, breakOne: true)
                try await Posts.waitFor { await gate.waitingIDs.count == ThumbnailGroup.count }
                let waiting = await gate.waitingIDs
                #expect(waiting.contains("missing"))
                await gate.release("missing")
                try await host.waitUntil { Self.resultIDs(host) == ["missing"] }
                for id in waiting.subtracting(["missing"]) { await gate.release(id) }
                try await host.waitUntil { host.text("taskgroup-status") == "Done: 11 downloaded, 1 failed." }
                #expect(Self.resultIDs(host).count == 12)
                #expect(Self.resultIDs(host).first == "missing")
                #expect(host.snapshot().contains("✗ missing"))
                await host.unmount()
            }
        }
    }

    // MARK: Sync work

    @Test func theClockKeepsTickingWhileSynchronousWorkRuns() async throws {
        try await withTimeout(.seconds(180)) { @MainActor in
            let clock = TestClock()
            let started = Atomic(false)
            let finish = DispatchSemaphore(value: 0)
            let work: @Sendable () -> String = {
                started.store(true, ordering: .sequentiallyConsistent)
                finish.wait()
                return "done"
            }
            let host = HeadlessHost(TechniquesView(server: Self.unusedServer, clock: clock, work: work))
            try await host.tap("Sync work")
            try await Posts.advanceOnceAsleep(clock)
            try await host.waitUntil { host.text("clock") == "Clock: 1 s" }
            try await host.tap(identifier: "compute")
            try await Posts.waitFor { started.load(ordering: .sequentiallyConsistent) }
            #expect(host.node("computing") != nil)
            // The work blocks its own thread, not the main actor: the clock ticks on.
            try await Posts.advanceOnceAsleep(clock)
            try await host.waitUntil { host.text("clock") == "Clock: 2 s" }
            try await Posts.advanceOnceAsleep(clock)
            try await host.waitUntil { host.text("clock") == "Clock: 3 s" }
            #expect(host.node("computing") != nil)
            #expect(host.text("compute-result") == "")
            finish.signal()
            try await host.waitUntil { host.text("compute-result") == "Digest: done" }
            #expect(host.node("computing") == nil)
            await host.unmount()
        }
    }

    @Test func theRealHashRunsOffTheMainActorAndIsDeterministic() async throws {
        try await withTimeout(.seconds(180)) {
            #expect(HashWork.digest(iterations: 0) == "cbf29ce484222325")
            let first = await runSynchronousWork { HashWork.digest() }
            let second = await runSynchronousWork { HashWork.digest() }
            #expect(first.count == 16)
            #expect(first == second)
            #expect(first != HashWork.digest(iterations: 1))
        }
    }
}
