import Synchronization

/// The outgoing frames of one session, bounded in count and in bytes, drained by its socket's writer.
///
/// A full render is queued as a marker, not as text: the writer asks the session for the render when
/// it reaches the marker (``FrameStream``), so however many renders are requested while the browser
/// does not read, at most one is queued and it is built once, from the tree as it is when it can be
/// written. The session keeps every other frame out of the queue while a render is queued (a tick
/// that the render includes would be applied twice). Pushing never blocks; a push beyond the bounds
/// is refused and the session replaces the queued tick frames with a render (see
/// ``WebSession``).
///
/// Every frame handed to a reader gets the next frame index and is kept in a replay
/// log (bounded by ``maxReplayFrames`` and ``maxReplayBytes``, oldest first out), so a page whose
/// socket dropped can say how many frames it received and get the rest again, in order. Only the
/// reader of the latest ``claim(from:)`` is served: an earlier socket's writer gets `nil`.
final class FrameQueue: Sendable {
    /// One queued frame.
    enum Item: Sendable {
        /// A tick frame and the event refs it answers (they become acks when it is dropped).
        case tick(String, refs: [Int])
        /// Any other frame (ack, error, store, geo).
        case other(String)
        /// A full render, built when the writer reaches it.
        case render

        var bytes: Int {
            switch self {
            case .tick(let text, _), .other(let text): text.utf8.count
            case .render: 0
            }
        }

        /// The frame's text; `nil` for a render not built yet.
        var text: String? {
            switch self {
            case .tick(let text, _), .other(let text): text
            case .render: nil
            }
        }
    }

    private struct State {
        var items: [Item] = []
        var head = 0
        var bytes = 0
        var finished = false
        var waiter: CheckedContinuation<Item?, Never>?
        /// The reader the queue serves (see ``FrameQueue/claim(from:)``).
        var reader = 0
        /// The frames handed to readers whose delivery is not known, oldest first, from `replayHead`.
        var replay: [String] = []
        var replayHead = 0
        /// The frame index of `replay[replayHead]`.
        var replayBase = 0
        var replayBytes = 0

        var count: Int { items.count - head }
        /// The index the next frame handed to a reader gets.
        var nextIndex: Int { replayBase + replay.count - replayHead }

        /// Keeps `text`, handed to a reader, as the frame of index `nextIndex`; drops the oldest frames
        /// beyond the bounds.
        mutating func record(_ text: String, maxFrames: Int, maxBytes: Int) {
            replay.append(text)
            replayBytes += text.utf8.count
            while replay.count - replayHead > maxFrames || (replayBytes > maxBytes && replayHead < replay.count) {
                replayBytes -= replay[replayHead].utf8.count
                replayHead += 1
                replayBase += 1
            }
            if replayHead > 64, replayHead * 2 > replay.count {
                replay.removeFirst(replayHead)
                replayHead = 0
            }
        }

        mutating func popFirst() -> Item? {
            guard head < items.count else { return nil }
            let item = items[head]
            head += 1
            bytes -= item.bytes
            if head > 64, head * 2 > items.count {
                items.removeFirst(head)
                head = 0
            }
            return item
        }
    }

    /// At most this many frames are queued.
    let maxFrames: Int
    /// At most this many bytes of frame text are queued.
    let maxBytes: Int
    /// At most this many frames already handed to a reader are kept for a resumed socket.
    let maxReplayFrames: Int
    /// At most this many bytes of frames already handed to a reader are kept for a resumed socket.
    let maxReplayBytes: Int
    private let state = Mutex(State())

    init(maxFrames: Int, maxBytes: Int, maxReplayBytes: Int = 0) {
        self.maxFrames = max(1, maxFrames)
        self.maxBytes = max(1, maxBytes)
        self.maxReplayFrames = max(0, maxFrames)
        self.maxReplayBytes = max(0, maxReplayBytes)
    }

    /// What a new reader must write before the queued frames: see ``claim(from:)``.
    struct Claim {
        /// The reader to pass to ``next(reader:)``.
        let reader: Int
        /// The frames the socket's page has not received, from the index it gave; `nil` when some of
        /// them are no longer kept (or the index is one the queue never handed out).
        let replay: [String]?
        /// The index of the next frame handed to a reader.
        let nextIndex: Int
    }

    /// Makes a new reader the only one served (an earlier reader's `next` returns `nil` from now on)
    /// and returns the kept frames from index `received` on.
    func claim(from received: Int) -> Claim {
        let (claim, previous) = state.withLock { state -> (Claim, CheckedContinuation<Item?, Never>?) in
            state.reader += 1
            let previous = state.waiter
            state.waiter = nil
            var replay: [String]?
            if received >= state.replayBase, received <= state.nextIndex {
                let start = state.replayHead + (received - state.replayBase)
                replay = Array(state.replay[start...])
            }
            return (Claim(reader: state.reader, replay: replay, nextIndex: state.nextIndex), previous)
        }
        previous?.resume(returning: nil)
        return claim
    }

    /// The reader served now.
    var currentReader: Int { state.withLock { $0.reader } }

    /// Records a render built for `reader` as handed out; `false` (nothing recorded) when another
    /// reader has claimed the queue meanwhile.
    /// `reader` `nil`: whichever reader is served.
    func recordRender(_ text: String, reader: Int?) -> Bool {
        state.withLock { state in
            if let reader, state.reader != reader { return false }
            state.record(text, maxFrames: maxReplayFrames, maxBytes: maxReplayBytes)
            return true
        }
    }

    /// The bytes of frame text queued now.
    var queuedBytes: Int { state.withLock { $0.bytes } }

    /// The number of frames queued now (a render marker counts as one).
    var queuedCount: Int { state.withLock { $0.count } }

    /// Appends `item` if it fits within the bounds; returns whether it did. A finished queue takes
    /// nothing (and answers `true`: there is nothing to make room for).
    @discardableResult
    func push(_ item: Item) -> Bool {
        enum Outcome {
            case queued
            case refused
            case handedTo(CheckedContinuation<Item?, Never>)
        }
        let outcome: Outcome = state.withLock { state in
            if state.finished { return .queued }
            if let waiter = state.waiter {
                state.waiter = nil
                if let text = item.text { state.record(text, maxFrames: maxReplayFrames, maxBytes: maxReplayBytes) }
                return .handedTo(waiter)
            }
            guard state.count < maxFrames, state.bytes + item.bytes <= maxBytes else { return .refused }
            state.items.append(item)
            state.bytes += item.bytes
            return .queued
        }
        switch outcome {
        case .queued: return true
        case .refused: return false
        case .handedTo(let waiter):
            waiter.resume(returning: item)
            return true
        }
    }

    /// Removes every queued tick frame and render marker; returns the refs the removed ticks answered.
    func dropTicks() -> [Int] {
        state.withLock { state in
            var refs: [Int] = []
            var kept: [Item] = []
            var bytes = 0
            while let item = state.popFirst() {
                switch item {
                case .tick(_, let answered): refs += answered
                case .render: break
                case .other:
                    kept.append(item)
                    bytes += item.bytes
                }
            }
            state.items = kept
            state.head = 0
            state.bytes = bytes
            return refs
        }
    }

    /// Removes the oldest frames until `bytes` more fit (used for frames that are not ticks once the
    /// ticks are gone); returns how many were removed.
    func evictOldest(toFit bytes: Int) -> Int {
        state.withLock { state in
            var evicted = 0
            while state.count > 0, state.count + 2 > maxFrames || state.bytes + bytes > maxBytes {
                _ = state.popFirst()
                evicted += 1
            }
            return evicted
        }
    }

    /// Ends the queue: frames already queued are still delivered, then `next()` returns `nil`.
    func finish() {
        let waiter = state.withLock { state in
            state.finished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The next frame, waiting for one; `nil` once the queue is finished and empty, when the
    /// calling task is cancelled, or when `reader` is no longer the one served (another socket
    /// claimed the queue). One reader at a time. A frame with text is recorded in the replay log as
    /// it is handed out.
    func next(reader: Int? = nil) async -> Item? {
        if Task.isCancelled { return nil }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Item?, Never>) in
                let result: Item?? = state.withLock { state in
                    if let reader, reader != state.reader { return .some(nil) }
                    if let item = state.popFirst() {
                        if let text = item.text {
                            state.record(text, maxFrames: maxReplayFrames, maxBytes: maxReplayBytes)
                        }
                        return .some(item)
                    }
                    if state.finished || Task.isCancelled { return .some(nil) }
                    // A second reader replaces the first, which ends.
                    let previous = state.waiter
                    state.waiter = continuation
                    if let previous { previous.resume(returning: nil) }
                    return nil
                }
                if let result { continuation.resume(returning: result) }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume(returning: nil)
        }
    }

}

/// The frames of one session as JSON text, in order: what its socket writes. A queued render is
/// built (on the main actor) when it is reached; it ends when the session has closed and every
/// frame queued before is delivered, or when the reading task is cancelled.
@_spi(SwiftletHost) public struct FrameStream: AsyncSequence, Sendable {
    public typealias Element = String
    let queue: FrameQueue
    /// The reader this stream is (``FrameQueue/claim(from:)``); `nil`: whichever reader is served.
    var reader: Int? = nil
    let render: @MainActor @Sendable (_ reader: Int?) -> String?

    public struct AsyncIterator: AsyncIteratorProtocol {
        let queue: FrameQueue
        let reader: Int?
        let render: @MainActor @Sendable (_ reader: Int?) -> String?

        public mutating func next() async -> String? {
            while let item = await queue.next(reader: reader) {
                switch item {
                case .tick(let text, _), .other(let text):
                    return text
                case .render:
                    if let text = await render(reader) { return text }
                }
            }
            return nil
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(queue: queue, reader: reader, render: render)
    }
}
