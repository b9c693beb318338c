import ServiceLifecycle
import Synchronization

/// One shared timer for many streams: every stream of the chat and CLI chat routes waits on the
/// bell instead of sleeping on a timer of its own, and the bell's one timer wakes them all
/// together.
///
/// It rings every `interval` when there is news (``announce()``: rows were added to a log) and at
/// least once per `quietInterval` otherwise, so a stream still notices that its client left. With
/// a thousand streams that is one timer instead of a thousand, and no wake-up at all for a quiet
/// room beyond the once-per-second check. ``run(clock:)`` drives it (owned by
/// ``BookServer/run()``); when it ends, every waiter is released with `false`.
///
/// The waiters live behind a `Mutex` rather than in an actor because a cancelled or shut-down
/// stream must leave synchronously, from its cancellation handler.
final class StreamBell: Sendable {
    private struct State {
        var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
        /// Waits begun and not yet released; a wait released before it registered its
        /// continuation is missing here and returns at once.
        var pending: Set<Int> = []
        var nextID = 0
        var news = false
        var closed = false
    }

    /// Time between rings while there is news.
    let interval: Duration
    /// Longest time between rings in a quiet room.
    let quietInterval: Duration
    private let state = Mutex(State())

    /// A bell ringing every `interval` while there is news, and every `quietInterval` otherwise.
    init(interval: Duration, quietInterval: Duration = .seconds(1)) {
        self.interval = interval
        self.quietInterval = quietInterval
    }

    /// The streams waiting for the next ring (tests wait for their waiters with it).
    var waiting: Int {
        state.withLock { $0.waiters.count }
    }

    /// Marks that there is news; the next ring (within ``interval``) wakes every stream.
    func announce() {
        state.withLock { $0.news = true }
    }

    /// Waits for the next ring. Returns `false` when the stream should end instead: the bell
    /// stopped, the task was cancelled, or the server is shutting down gracefully.
    func wait() async -> Bool {
        if Task.isCancelled || Task.isShuttingDownGracefully { return false }
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            state.pending.insert(state.nextID)
            return state.nextID
        }
        let rang = await withGracefulShutdownHandler {
            await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                    let resumeNow: Bool? = state.withLock { state in
                        if state.closed || !state.pending.contains(id) {
                            state.pending.remove(id)
                            return false
                        }
                        state.waiters[id] = continuation
                        return nil
                    }
                    if let resumeNow { continuation.resume(returning: resumeNow) }
                }
            } onCancel: {
                release(id)
            }
        } onGracefulShutdown: {
            self.release(id)
        }
        return rang && !Task.isCancelled && !Task.isShuttingDownGracefully
    }

    /// Rings every `interval` on `clock` until cancelled, then releases every waiter for good.
    func run(clock: any Clock<Duration>) async {
        let timeline = Timeline(clock: clock)
        var sinceRing = Duration.zero
        var tick = 1
        while true {
            do {
                try await timeline.sleep(untilOffset: interval * tick)
            } catch {
                break
            }
            tick += 1
            sinceRing += interval
            let news = state.withLock { state in
                defer { state.news = false }
                return state.news
            }
            if news || sinceRing >= quietInterval {
                sinceRing = .zero
                ring(with: true)
            }
        }
        state.withLock { $0.closed = true }
        ring(with: false)
    }

    private func ring(with value: Bool) {
        let waiters = state.withLock { state in
            defer {
                state.pending.subtract(state.waiters.keys)
                state.waiters = [:]
            }
            return state.waiters
        }
        for continuation in waiters.values {
            continuation.resume(returning: value)
        }
    }

    private func release(_ id: Int) {
        let continuation = state.withLock { state in
            state.pending.remove(id)
            return state.waiters.removeValue(forKey: id)
        }
        continuation?.resume(returning: false)
    }
}
