import BookTestSupport
import Clocks
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps

/// Helpers shared by the Sky tests: a scan driven on a `TestClock`, and workers other than the local
/// one (real implementations of ``ScanWorker`` with the failures a remote node can have).
enum SkyTesting {
    /// The events a scan reported, in order.
    actor Recorder {
        private(set) var events: [ScanEvent] = []
        func add(_ event: ScanEvent) { events.append(event) }

        var progress: [ScanProgress] {
            events.compactMap { if case .progress(let progress) = $0 { progress } else { nil } }
        }
        var logs: [String] {
            events.compactMap { if case .log(let line) = $0 { line } else { nil } }
        }
    }

    /// Counts work running at once and keeps the largest number seen, and the priorities seen.
    actor InFlight {
        private(set) var now = 0
        private(set) var most = 0
        private(set) var priorities: Set<UInt8> = []
        func enter(_ priority: TaskPriority) {
            now += 1
            most = max(most, now)
            priorities.insert(priority.rawValue)
        }
        func leave() { now -= 1 }
    }

    /// Work that records itself in `inFlight` and sleeps one second on `clock`.
    static func countedWork(_ inFlight: InFlight, clock: TestClock<Duration>) -> ScanWork {
        .custom {
            await inFlight.enter(Task.currentPriority)
            do {
                try await clock.sleep(for: .seconds(1))
            } catch {
                await inFlight.leave()
                throw error
            }
            await inFlight.leave()
        }
    }

    /// Runs `scan` to its end, advancing `clock` by `step` whenever something sleeps on it (and only
    /// then), and returns the summary and the events. Bounded by 30 s of real time.
    static func drive(_ scan: ScanRun, clock: TestClock<Duration>, step: Duration = .milliseconds(100)) async throws
        -> (ScanSummary, Recorder)
    {
        let recorder = Recorder()
        let finished = Flag()
        let summary = try await withTimeout(.seconds(180)) {
            try await withThrowingTaskGroup(of: ScanSummary?.self) { group in
                group.addTask {
                    defer { finished.set() }
                    return try await scan.run { await recorder.add($0) }
                }
                group.addTask {
                    try await advance(clock, by: step) { finished.isSet }
                    return nil
                }
                var summary: ScanSummary?
                for try await result in group { if let result { summary = result } }
                return summary!
            }
        }
        return (summary, recorder)
    }

    /// Advances `clock` by `step` each time something sleeps on it, until `done()`.
    static func advance(_ clock: TestClock<Duration>, by step: Duration, until done: @Sendable () -> Bool)
        async throws
    {
        while !done() {
            if await clock.hasSleeper {
                await clock.advance(by: step)
            } else {
                try await Task.sleep(for: .milliseconds(1))
            }
        }
    }

    /// A flag one task sets and another reads.
    final class Flag: Sendable {
        private let value = Mutex(false)
        var isSet: Bool { value.withLock { $0 } }
        func set() { value.withLock { $0 = true } }
    }

    /// The local worker's statuses as they arrive.
    actor StatusLog {
        private(set) var texts: [String] = []
        func add(_ text: String) { texts.append(text) }
    }
}

/// A worker on another node that cannot be reached: its `commit()` throws (or `count()` too).
struct UnreachableWorker: ScanWorker {
    let name: String
    var countThrows = false
    struct Gone: Error, CustomStringConvertible {
        let name: String
        var description: String { "Peer '\(name)' not connected anymore." }
    }
    func count() async throws -> Int {
        if countThrows { throw Gone(name: name) }
        return 0
    }
    func commit() async throws { throw Gone(name: name) }
    func run(_ task: ScanTask) async throws -> Data { throw Gone(name: name) }
}

/// A worker on another node that accepts tasks but whose runs fail (the node left mid-call).
actor FailingRemoteWorker: ScanWorker {
    nonisolated let name: String
    private var committed = 0
    private(set) var runs = 0
    init(name: String) { self.name = name }
    func count() -> Int { committed }
    func commit() { committed += 1 }
    func run(_ task: ScanTask) async throws -> Data {
        runs += 1
        committed = max(0, committed - 1)
        throw UnreachableWorker.Gone(name: name)
    }
}

/// A directory with the local worker and the given other workers, and fixed connected node names.
struct FixedDirectory: ScanWorkerDirectory {
    let local: LocalScanWorker
    var others: [any ScanWorker] = []
    var names: [String] = []
    /// The local worker first (as a real directory does), or last.
    var localFirst = true
    func workers() async -> [any ScanWorker] { localFirst ? [local] + others : others + [local] }
    func connectedNodes() -> AsyncStream<[String]> {
        let names = self.names
        return AsyncStream { $0.yield(names) }
    }
}
