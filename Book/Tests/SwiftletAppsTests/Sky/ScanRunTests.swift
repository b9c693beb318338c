import BookTestSupport
import Clocks
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps

/// The scan on one node, headless, on a `TestClock`: a whole scan of 20 one-second tasks runs in
/// milliseconds of real time.
@Suite(.timeLimit(.minutes(4)))
struct ScanRunTests {
    static func node(work: ScanWork, api: UnreliableAPI = UnreliableAPI()) -> LocalScanWorker {
        LocalScanWorker(name: "alpha", work: work, api: api)
    }

    @Test func everyTenthCallOfTheUnreliableAPIFailsWithTheBooksMessage() async throws {
        let api = UnreliableAPI()
        var failed: [Int] = []
        for call in 1...20 {
            do {
                try await api.action(failingEvery: 10)
            } catch let error as UnreliableAPIError {
                failed.append(call)
                #expect(error.description == "UnreliableAPI.action(failingEvery:) failed.")
                #expect(error.localizedDescription == "UnreliableAPI.action(failingEvery:) failed.")
            }
        }
        #expect(failed == [10, 20])
    }

    @Test func theSlidingWindowNeverHasMoreThanFourTasksInFlight() async throws {
        let clock = TestClock()
        let inFlight = SkyTesting.InFlight()
        let local = Self.node(work: SkyTesting.countedWork(inFlight, clock: clock))
        let scan = ScanRun(directory: SingleNodeDirectory(local: local), clock: clock)
        let (summary, recorder) = try await SkyTesting.drive(scan, clock: clock)
        #expect(await inFlight.most == 4)
        #expect(await recorder.progress.map(\.scheduled).max() == 4)
        #expect(summary.total == 20)
        #expect(summary.succeeded + summary.failed == 20)
        // Every input was attempted exactly once.
        let logs = await recorder.logs
        let completed = logs.compactMap { $0.hasPrefix("Completed: ") ? Int($0.dropFirst(11)) : nil }
        #expect(completed.count == summary.succeeded)
        #expect(Set(completed).count == completed.count)
        #expect(completed.allSatisfy { (0..<20).contains($0) })
        #expect(await local.count() == 0)
    }

    @Test func twoScansAtOnceShareTheFourLocalSlots() async throws {
        let clock = TestClock()
        let inFlight = SkyTesting.InFlight()
        let local = Self.node(work: SkyTesting.countedWork(inFlight, clock: clock))
        let scan = ScanRun(directory: SingleNodeDirectory(local: local), clock: clock)
        let finished = SkyTesting.Flag()
        let totals = try await withTimeout(.seconds(180)) {
            try await withThrowingTaskGroup(of: Int?.self) { group in
                for _ in 0..<2 {
                    group.addTask { try await scan.run { _ in }.total }
                }
                group.addTask {
                    try await SkyTesting.advance(clock, by: .milliseconds(100)) { finished.isSet }
                    return nil
                }
                var totals: [Int] = []
                while let total = try await group.next() {
                    guard let total else { continue }
                    totals.append(total)
                    if totals.count == 2 { finished.set() }
                }
                return totals
            }
        }
        #expect(totals == [20, 20])
        #expect(await inFlight.most == 4)
        #expect(await local.count() == 0)
    }

    @Test func localFailuresAreReRunOnTheLocalWorkerAndAllTwentyComplete() async throws {
        let clock = TestClock()
        let local = Self.node(work: .sleep(.seconds(1), clock: clock))
        let statuses = await local.statusUpdates()
        let scan = ScanRun(directory: SingleNodeDirectory(local: local), clock: clock)
        let (summary, recorder) = try await SkyTesting.drive(scan, clock: clock)
        // A fresh API: calls 10 and 20 of 22 fail; each failure is run again (book §2.6, final version).
        #expect(summary.failed == 0)
        #expect(summary.succeeded == 20)
        #expect(summary.retried == 2)
        let logs = await recorder.logs
        #expect(logs.filter { $0.hasPrefix("Re-run task: ") }.count == 2)
        #expect(logs.filter { $0 == "Failed with: UnreliableAPI.action(failingEvery:) failed." }.count == 2)
        #expect(!logs.contains { $0.hasPrefix("Failed: ") })
        let completed = logs.compactMap { $0.hasPrefix("Completed: ") ? Int($0.dropFirst(11)) : nil }
        #expect(completed.sorted() == Array(0..<20))
        // The re-run names the input it runs again, and is logged before that input completes.
        for line in logs where line.hasPrefix("Re-run task: ") {
            let input = try #require(Int(line.dropFirst(13).dropLast()))
            let rerun = try #require(logs.firstIndex(of: line))
            #expect(logs[(rerun + 1)...].contains("Completed: \(input)"))
        }
        #expect(logs.last == "Done.")
        #expect(await recorder.progress.map(\.completed).max() == 20)
        // The local worker posted every step for the log panel: 22 commits, 20 completions, 2 failures.
        let texts = try await withTimeout(.seconds(180)) {
            var texts: [String] = []
            for await status in statuses {
                if let text = status.text { texts.append(text) }
                if texts.count == 44 { break }
            }
            return texts
        }
        #expect(texts.filter { $0 == "Committed" }.count == 22)
        #expect(texts.filter { $0.hasSuffix(" Failed") }.count == 2)
        #expect(texts.filter { $0.hasSuffix(" Completed") }.count == 20)
        #expect(await local.count() == 0)
    }

    @Test func aTaskThatAlwaysFailsIsTriedFiveTimesThenCountsAsFailed() async throws {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "broken" }
        }
        let clock = TestClock()
        let local = Self.node(work: .custom { throw Broken() })
        var scan = ScanRun(directory: SingleNodeDirectory(local: local), clock: clock, total: 3)
        scan.maxAttempts = 5
        let (summary, recorder) = try await SkyTesting.drive(scan, clock: clock)
        #expect(summary.failed == 3)
        #expect(summary.succeeded == 0)
        #expect(summary.retried == 12)
        #expect(summary.message.hasPrefix("Finished 3 scans in "))
        let logs = await recorder.logs
        #expect(logs.filter { $0.hasPrefix("Re-run task: ") }.count == 12)
        #expect(logs.filter { $0 == "Failed: broken" }.count == 3)
        #expect(await recorder.progress.map(\.completed).max() == 3)
        #expect(await local.count() == 0)
    }

    @Test func theCountersResetAtTheEndAndTheRateFollowsTheClock() async throws {
        let clock = TestClock()
        let local = Self.node(work: .sleep(.seconds(1), clock: clock))
        let scan = ScanRun(directory: SingleNodeDirectory(local: local), clock: clock)
        let (_, recorder) = try await SkyTesting.drive(scan, clock: clock)
        let progress = await recorder.progress
        #expect(progress.last == ScanProgress(scheduled: 0, completed: 0, countPerSecond: 0, total: 20))
        // Before the reset: 20 completed at a rate of counted / elapsed test-clock seconds (≈ 4 per s).
        let beforeReset = progress[progress.count - 2]
        #expect(beforeReset.completed == 20)
        #expect(beforeReset.countPerSecond > 3 && beforeReset.countPerSecond <= 4.5)
        // A second scan on the same worker starts from zero.
        let (second, secondRecorder) = try await SkyTesting.drive(scan, clock: clock)
        #expect(second.total == 20)
        #expect(await secondRecorder.progress.first?.completed == 0)
    }

    @Test func theSummaryIsTheAlertTextOnTheInjectedClock() async throws {
        let clock = TestClock()
        let local = Self.node(work: .sleep(.seconds(1), clock: clock))
        let scan = ScanRun(directory: SingleNodeDirectory(local: local), clock: clock)
        let start = clock.now
        let (summary, _) = try await SkyTesting.drive(scan, clock: clock)
        // 18 one-second tasks, 4 at a time: at least 5 s on the test clock, in no real time.
        let elapsed = start.duration(to: clock.now)
        #expect(summary.seconds >= 5)
        #expect(summary.seconds <= Double(elapsed.components.seconds) + 1)
        #expect(summary.message == "Finished 20 scans in \(String(format: "%.2f", summary.seconds)) seconds.")
        #expect(summary.message.wholeMatch(of: /Finished 20 scans in \d+\.\d\d seconds\./) != nil)
    }

    @Test func aWorkerWhoseCommitOrCountThrowsIsSkipped() async throws {
        let clock = TestClock()
        let local = Self.node(work: .custom {})
        let directory = FixedDirectory(
            local: local,
            others: [UnreachableWorker(name: "beta"), UnreachableWorker(name: "gamma", countThrows: true)],
            localFirst: false)
        let worker = try await withTimeout(.seconds(180)) {
            try await ScanRun.firstAvailableWorker(from: { await directory.workers() }, clock: clock)
        }
        #expect(worker.name == "alpha")
        #expect(await local.count() == 1)
    }

    @Test func whenNoWorkerIsFreeTheSearchWaitsAHundredMillisecondsAndAsksAgain() async throws {
        let clock = TestClock()
        let local = Self.node(work: .custom {})
        for _ in 0..<4 { await local.commit() }
        let search = Task {
            try await ScanRun.firstAvailableWorker(from: { [local] }, clock: clock).name
        }
        try await clock.advanceOnceSleeping(by: .milliseconds(100), limit: .seconds(60))
        // Still full: it sleeps again. Free one slot, then the next poll takes it.
        try await withTimeout(.seconds(180)) {
            while !(await clock.hasSleeper) { try await Task.sleep(for: .milliseconds(1)) }
        }
        _ = try await local.run(ScanTask(input: 1))
        #expect(await local.count() == 3)
        try await clock.advanceOnceSleeping(by: .milliseconds(100), limit: .seconds(60))
        #expect(try await withTimeout(.seconds(180)) { try await search.value } == "alpha")
        #expect(await local.count() == 4)
    }

    @Test func aScanOverBrokenWorkersRunsEverythingLocally() async throws {
        let clock = TestClock()
        let local = Self.node(work: .sleep(.seconds(1), clock: clock))
        let directory = FixedDirectory(
            local: local,
            others: [UnreachableWorker(name: "beta"), UnreachableWorker(name: "gamma", countThrows: true)])
        let (summary, _) = try await SkyTesting.drive(ScanRun(directory: directory, clock: clock), clock: clock)
        #expect(summary.succeeded == 20)
        // The two UnreliableAPI failures were run again locally.
        #expect(summary.retried == 2)
    }

    @Test func aFailedRemoteTaskIsRetriedOnTheLocalWorker() async throws {
        let clock = TestClock()
        let inFlight = SkyTesting.InFlight()
        let local = Self.node(work: SkyTesting.countedWork(inFlight, clock: clock))
        let remote = FailingRemoteWorker(name: "beta")
        let directory = FixedDirectory(local: local, others: [remote], names: ["beta"])
        let (summary, recorder) = try await SkyTesting.drive(ScanRun(directory: directory, clock: clock), clock: clock)
        let runs = await remote.runs
        #expect(runs > 0)
        // Every remote failure, and every local UnreliableAPI failure, was run again locally.
        #expect(summary.retried >= runs)
        #expect(summary.succeeded == 20)
        let logs = await recorder.logs
        #expect(logs.filter { $0.hasPrefix("Re-run task: ") }.count == summary.retried)
        #expect(logs.contains("Failed with: Peer 'beta' not connected anymore."))
        // Retries wait for a local slot too.
        #expect(await inFlight.most <= 4)
        #expect(await recorder.progress.map(\.completed).max() == 20)
    }

    @Test func theWorkRunsAtMediumPriorityAndTheCountNeverGoesBelowZero() async throws {
        let clock = TestClock()
        let inFlight = SkyTesting.InFlight()
        let local = Self.node(work: SkyTesting.countedWork(inFlight, clock: clock))
        // A run without a commit (the book's local-retry path) leaves the count at zero.
        let run = Task { try await local.run(ScanTask(input: 7)) }
        try await clock.advanceOnceSleeping(by: .seconds(1), limit: .seconds(60))
        let data = try await run.value
        #expect(String(decoding: data, as: UTF8.self) == "7")
        #expect(await local.count() == 0)
        #expect(await inFlight.priorities == [TaskPriority.medium.rawValue])
    }

    @Test func cancellingTheScanStopsEveryTaskAndResetsTheCounters() async throws {
        let clock = TestClock()
        let local = Self.node(work: .sleep(.seconds(1), clock: clock))
        let recorder = SkyTesting.Recorder()
        let scan = ScanRun(directory: SingleNodeDirectory(local: local), clock: clock)
        let running = Task { try await scan.run { await recorder.add($0) } }
        try await withTimeout(.seconds(180)) {
            while await local.count() < 4 { try await Task.sleep(for: .milliseconds(1)) }
        }
        running.cancel()
        await #expect(throws: CancellationError.self) { try await running.value }
        #expect(await local.count() == 0)
        #expect(await recorder.progress.last?.scheduled == 0)
        #expect(await recorder.progress.last?.completed == 0)
    }

    @Test func cpuWorkFinishesAndStopsWhenCancelled() async throws {
        try await withTimeout(.seconds(180)) {
            try await ScanWork.cpu(seconds: 0.02).perform()
            let long = Task { try await ScanWork.cpu(seconds: 600).perform() }
            long.cancel()
            await #expect(throws: CancellationError.self) { try await long.value }
        }
        #expect(ScanWork.named("cpu")?.summary == "cpu 1.00 s")
        #expect(ScanWork.named("SLEEP", seconds: 0.25)?.summary == "sleep 0.25 s")
        #expect(ScanWork.named("dance") == nil)
    }
}
