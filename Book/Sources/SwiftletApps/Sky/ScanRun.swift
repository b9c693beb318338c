import Foundation
import Synchronization

/// The three indicators of a scan at one moment.
public struct ScanProgress: Codable, Sendable, Equatable {
    /// Tasks running now (committed to a worker and started, not yet finished).
    public var scheduled: Int
    /// Tasks finished for good (succeeded, or failed on every attempt).
    public var completed: Int
    /// `counted / seconds since the scan started` (0 before any time has passed, and after the reset).
    public var countPerSecond: Double
    /// The scan's number of tasks (20).
    public var total: Int

    public init(scheduled: Int, completed: Int, countPerSecond: Double, total: Int) {
        self.scheduled = scheduled
        self.completed = completed
        self.countPerSecond = countPerSecond
        self.total = total
    }
}

/// What a scan reports while it runs, in order.
public enum ScanEvent: Sendable, Equatable {
    /// The indicators changed.
    case progress(ScanProgress)
    /// A log line: `Completed: <n>`, `Failed: <error>`, `Re-run task: <n>.`, `Failed with: <error>`, `Done.`
    case log(String)
}

/// How a scan ended.
public struct ScanSummary: Codable, Sendable, Equatable {
    /// Tasks attempted: every input, once (retries of the same input are not counted again).
    public var total: Int
    /// Inputs whose (last) attempt succeeded.
    public var succeeded: Int
    /// Inputs whose every attempt failed (``ScanRun/maxAttempts`` of them); 0 in a normal scan.
    public var failed: Int
    /// Failed attempts, remote or local, that were run again on the local worker.
    public var retried: Int
    /// The scan's duration on its clock.
    public var seconds: Double
    /// `Finished <total> scans in <seconds, 2 decimals> seconds.`
    public var message: String

    public init(total: Int, succeeded: Int, failed: Int, retried: Int, seconds: Double) {
        self.total = total
        self.succeeded = succeeded
        self.failed = failed
        self.retried = retried
        self.seconds = seconds
        message = "Finished \(total) scans in \(String(format: "%.2f", seconds)) seconds."
    }
}

/// One scan (book §2.4 with the scheduling of §2.6), apart from any UI so the app and the
/// `POST /sky/scan` route run the same code.
///
/// For each of the `total` inputs it first waits for a free worker (``firstAvailableWorker(from:limit:pollInterval:clock:)``:
/// at most `limitPerWorker` tasks on one worker), then adds the task to a task group. Each attempt
/// gives a `Result`:
/// - success: logged `Completed: <n>`, counted as completed;
/// - failure, on another node's worker or on the local one (the UnreliableAPI failure, about every
///   10th call), as in the book's final version (§2.6): logged `Re-run task: <n>.` /
///   `Failed with: <error>` and run again on the local worker in a high-priority child task, which
///   first waits for a free local slot (so the limit holds for retries too); only the attempt that
///   succeeds counts as completed, so a scan completes all `total` tasks. An input is tried at most
///   ``maxAttempts`` times: its last failure is logged `Failed: <error>` and counted as completed
///   and as failed (a worker that always throws cannot keep a scan going for ever).
///
/// The counters (`scheduled`, `completed`, `counted`, hence `countPerSecond`) belong to the run and are
/// reset to zero at its end, which is reported as a last ``ScanProgress`` of zeros, then `Done.`.
/// Cancelling the calling task cancels every attempt and throws `CancellationError` (after the reset).
public struct ScanRun: Sendable {
    /// Where the workers come from.
    public let directory: any ScanWorkerDirectory
    /// The time source for the 100 ms polling and the duration (a `TestClock` in tests).
    public let clock: any Clock<Duration>
    /// Tasks per scan (the book's 20).
    public var total: Int
    /// Tasks one worker may have at once (the book's 4).
    public var limitPerWorker = 4
    /// How long to wait before asking every worker again when none is free (the book's 100 ms).
    public var pollInterval: Duration = .milliseconds(100)
    /// Attempts per input, the first included, before its failure is final. The UnreliableAPI fails
    /// one call in ten, so a retry almost always succeeds; the bound only stops a worker that always throws.
    public var maxAttempts = 5

    /// A scan of `total` tasks over `directory`'s workers, timed on `clock`.
    public init(directory: any ScanWorkerDirectory, clock: any Clock<Duration> = ContinuousClock(), total: Int = 20) {
        self.directory = directory
        self.clock = clock
        self.total = total
    }

    /// Runs the scan, calling `report` with every event in order (from one task at a time), and
    /// returns the summary.
    public func run(report: @escaping @Sendable (ScanEvent) async -> Void) async throws -> ScanSummary {
        let sink = EventQueue()
        let tally = ScanTally(total: total, sink: sink, stopwatch: Stopwatch(clock: clock))
        return try await withThrowingTaskGroup(of: ScanSummary?.self) { outer in
            // Delivers the events one by one, in the order they were produced, also after a
            // cancellation (so the reset reaches the caller).
            outer.addTask {
                while let event = await sink.next() { await report(event) }
                return nil
            }
            let outcome: Result<ScanSummary, any Error>
            do {
                outcome = .success(try await schedule(tally: tally, sink: sink))
            } catch {
                outcome = .failure(error)
            }
            await tally.reset()
            sink.yield(.log("Done."))
            sink.finish()
            try await outer.waitForAll()
            return try outcome.get()
        }
    }

    private func schedule(tally: ScanTally, sink: EventQueue) async throws -> ScanSummary {
        let directory = self.directory
        let local = directory.local
        var succeeded = 0
        var failed = 0
        var retried = 0
        try await withThrowingTaskGroup(of: Attempt.self) { group in
            for input in 0..<total {
                let worker = try await Self.firstAvailableWorker(
                    from: { await directory.workers() }, limit: limitPerWorker, pollInterval: pollInterval,
                    clock: clock)
                let task = ScanTask(input: input)
                let isLast = maxAttempts <= 1
                group.addTask { await Self.attempt(task, number: 1, on: worker, isLast: isLast, tally: tally) }
            }
            while let attempt = try await group.next() {
                switch attempt.result {
                case .success(let data):
                    succeeded += 1
                    sink.yield(.log("Completed: \(String(decoding: data, as: UTF8.self))"))
                case .failure(let error) where attempt.number >= maxAttempts:
                    failed += 1
                    sink.yield(.log("Failed: \(Self.describe(error))"))
                case .failure(let error):
                    retried += 1
                    sink.yield(.log("Re-run task: \(attempt.task.input)."))
                    sink.yield(.log("Failed with: \(Self.describe(error))"))
                    let limit = limitPerWorker
                    let interval = pollInterval
                    let clock = self.clock
                    let task = attempt.task
                    let number = attempt.number + 1
                    let isLast = number >= maxAttempts
                    group.addTask(priority: .high) {
                        do {
                            _ = try await Self.firstAvailableWorker(
                                from: { [local] }, limit: limit, pollInterval: interval, clock: clock)
                        } catch {
                            return Attempt(task: task, number: number, result: .failure(error))
                        }
                        return await Self.attempt(task, number: number, on: local, isLast: isLast, tally: tally)
                    }
                }
            }
        }
        try Task.checkCancellation()
        return ScanSummary(
            total: total, succeeded: succeeded, failed: failed, retried: retried, seconds: await tally.seconds)
    }

    /// The first worker (in `workers()` order) whose count is below `limit`, after committing to it.
    /// Workers whose `count()` or `commit()` throws are skipped. A ``LocalScanWorker`` is checked and
    /// committed in one step (``LocalScanWorker/commit(ifBelow:)``), so scans from several sessions of
    /// one node never put more than `limit` tasks on it; another node's worker is asked for its count
    /// and then committed, as in the book. When none is free it sleeps
    /// `pollInterval` on `clock` and asks again; throws `CancellationError` when cancelled.
    public static func firstAvailableWorker(
        from workers: @Sendable () async -> [any ScanWorker], limit: Int = 4,
        pollInterval: Duration = .milliseconds(100), clock: any Clock<Duration>
    ) async throws -> any ScanWorker {
        while true {
            try Task.checkCancellation()
            for worker in await workers() {
                // The local worker checks and commits in one step; others are asked then committed.
                if let local = worker as? LocalScanWorker {
                    if await local.commit(ifBelow: limit) { return worker }
                    continue
                }
                guard let count = try? await worker.count(), count < limit else { continue }
                do {
                    try await worker.commit()
                    return worker
                } catch {
                    continue
                }
            }
            try await clock.sleep(for: pollInterval)
        }
    }

    /// The text an error shows: its description (the UnreliableAPI message for its failure).
    public static func describe(_ error: any Error) -> String {
        if let error = error as? any LocalizedError, let text = error.errorDescription { return text }
        return String(describing: error)
    }

    private static func attempt(
        _ task: ScanTask, number: Int, on worker: any ScanWorker, isLast: Bool, tally: ScanTally
    ) async -> Attempt {
        await tally.scheduled()
        let result: Result<Data, any Error>
        do {
            result = .success(try await worker.run(task))
        } catch {
            result = .failure(error)
        }
        // A failure is run again (unless it was the last attempt), so only a success is final.
        let isFinal = isLast || (try? result.get()) != nil
        await tally.finished(final: isFinal)
        return Attempt(task: task, number: number, result: result)
    }
}

/// One attempt of a task on a worker.
private struct Attempt: Sendable {
    var task: ScanTask
    /// 1 for the first attempt, 2 for its first re-run, …
    var number: Int
    var result: Result<Data, any Error>
}

/// The scan's counters; every change yields a ``ScanProgress`` into the scan's event stream while
/// isolated, so the events arrive in the order the counters changed.
private actor ScanTally {
    let total: Int
    let sink: EventQueue
    let stopwatch: Stopwatch
    private var scheduledCount = 0
    private var completed = 0
    private var counted = 0
    private var countPerSecond = 0.0

    init(total: Int, sink: EventQueue, stopwatch: Stopwatch) {
        self.total = total
        self.sink = sink
        self.stopwatch = stopwatch
    }

    var seconds: Double { stopwatch.seconds }

    func scheduled() {
        scheduledCount += 1
        publish()
    }

    func finished(final: Bool) {
        scheduledCount = max(0, scheduledCount - 1)
        if final {
            completed += 1
            counted += 1
            let elapsed = stopwatch.seconds
            countPerSecond = elapsed > 0 ? Double(counted) / elapsed : 0
        }
        publish()
    }

    func reset() {
        scheduledCount = 0
        completed = 0
        counted = 0
        countPerSecond = 0
        publish()
    }

    private func publish() {
        sink.yield(
            .progress(
                ScanProgress(
                    scheduled: scheduledCount, completed: completed, countPerSecond: countPerSecond, total: total)))
    }
}

/// The scan's events waiting for delivery: `yield` is synchronous (so callers on an actor keep their
/// order), `next` waits without watching for cancellation (so the last events of a cancelled scan
/// are still delivered). The `Mutex` guards a short append or removal.
private final class EventQueue: Sendable {
    private struct State {
        var pending: [ScanEvent] = []
        var waiter: CheckedContinuation<ScanEvent?, Never>?
        var finished = false
    }
    private let state = Mutex(State())

    func yield(_ event: ScanEvent) {
        let waiter = state.withLock { state -> CheckedContinuation<ScanEvent?, Never>? in
            guard !state.finished else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.pending.append(event)
            return nil
        }
        waiter?.resume(returning: event)
    }

    func finish() {
        let waiter = state.withLock { state -> CheckedContinuation<ScanEvent?, Never>? in
            state.finished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }

    func next() async -> ScanEvent? {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> ScanEvent?? in
                if !state.pending.isEmpty { return .some(state.pending.removeFirst()) }
                if state.finished { return .some(nil) }
                state.waiter = continuation
                return .none
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}

/// Time elapsed on any clock since the stopwatch was made.
struct Stopwatch: Sendable {
    private let elapsed: @Sendable () -> Duration

    init(clock: any Clock<Duration>) {
        elapsed = Self.measure(clock)
    }

    private static func measure<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }

    var seconds: Double {
        let duration = elapsed()
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
