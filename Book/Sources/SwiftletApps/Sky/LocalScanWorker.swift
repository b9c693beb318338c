import Foundation

/// What the local worker just did, with its count afterwards; every session on the node reads these.
public struct ScanStatus: Sendable, Equatable {
    /// `Committed`, `Task <n> Completed` or `Task <n> Failed`; nil for the snapshot a new subscriber
    /// gets first (only the count).
    public var text: String?
    /// Tasks committed to the worker and not yet finished, after this status.
    public var count: Int

    public init(text: String?, count: Int) {
        self.text = text
        self.count = count
    }
}

/// This process's own worker (the book's local `ScanActor`): counts committed tasks and runs them.
///
/// ``run(_:)`` calls the process's ``UnreliableAPI`` (every 10th call fails), then does the
/// ``ScanWork`` in a child task at medium priority, off this actor. The count never goes below zero:
/// a `run` without a `commit` (the book's local-retry quirk) leaves it at zero. Every change is posted
/// to the subscribers of ``statusUpdates()``.
public actor LocalScanWorker: ScanWorker {
    /// The node's name.
    public nonisolated let name: String
    /// What each task does after the API call.
    public nonisolated let work: ScanWork
    /// Every how many API calls one fails (the book's 10).
    public nonisolated let failingEvery: Int
    private let api: UnreliableAPI
    private var committed = 0
    private var subscribers: [UUID: AsyncStream<ScanStatus>.Continuation] = [:]

    /// A worker for the node `name` doing `work` per task and calling `api` first.
    public init(name: String, work: ScanWork = .standard, api: UnreliableAPI = .shared, failingEvery: Int = 10) {
        self.name = name
        self.work = work
        self.api = api
        self.failingEvery = failingEvery
    }

    /// Tasks committed and not yet finished.
    public func count() -> Int { committed }

    /// Reserves a slot: count + 1, status `Committed`.
    public func commit() {
        committed += 1
        post("Committed")
    }

    /// Commits only when fewer than `limit` tasks are committed, in one step (two scans on this node
    /// cannot both take the last slot); returns whether it committed.
    public func commit(ifBelow limit: Int) -> Bool {
        guard committed < limit else { return false }
        commit()
        return true
    }

    /// Gives back a slot committed for a task that never came (another node committed, then gave
    /// up or lost the connection before sending the task): count − 1 (not below zero), status
    /// `Released`.
    public func releaseCommit() {
        finish("Released")
    }

    /// Runs `task`: the API call, then the work. Posts `Task <input> Completed` and returns the UTF-8
    /// bytes of the input, or posts `Task <input> Failed` and rethrows (the API's failure, or
    /// `CancellationError`). Either way the count drops by one (not below zero).
    public func run(_ task: ScanTask) async throws -> Data {
        do {
            try Task.checkCancellation()
            try await api.action(failingEvery: failingEvery)
            try await work.perform()
        } catch {
            finish("Task \(task.input) Failed")
            throw error
        }
        finish("Task \(task.input) Completed")
        return Data(String(task.input).utf8)
    }

    /// The worker's statuses from now on, starting with a snapshot of the count (text nil). Ends when
    /// the consumer stops iterating.
    public func statusUpdates() -> AsyncStream<ScanStatus> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: ScanStatus.self, bufferingPolicy: .bufferingNewest(256))
        continuation.yield(ScanStatus(text: nil, count: committed))
        subscribers[UUID()] = continuation
        return stream
    }

    /// Subscribers still listening (tests check that sessions let go).
    public var subscriberCount: Int {
        subscribers = subscribers.filter { _, continuation in
            if case .terminated = continuation.yield(ScanStatus(text: nil, count: committed)) { return false }
            return true
        }
        return subscribers.count
    }

    private func finish(_ text: String) {
        committed = max(0, committed - 1)
        post(text)
    }

    private func post(_ text: String) {
        let status = ScanStatus(text: text, count: committed)
        for (id, continuation) in subscribers {
            if case .terminated = continuation.yield(status) { subscribers[id] = nil }
        }
    }
}
