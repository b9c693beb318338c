import Foundation
import Synchronization

/// One WebSocket connection to a member, as seen by the rest of the node: a bounded queue of
/// outgoing envelopes drained by the connection's single writer task (so fragments of two messages
/// never interleave), and the count of calls from the member running now.
final class Link: Sendable {
    /// What a queued message is, which decides what happens when the queue is full.
    enum Traffic {
        /// A call this node makes: refused (``Link/send(encoded:as:)`` returns false) once the
        /// queue holds its limit, so the caller fails at once with ``ClusterError/busy(_:)``.
        case call
        /// A reply, error or heartbeat: may fill the queue to twice its limit; beyond that the
        /// member has stopped reading, and the link is closed.
        case answer
    }

    /// The queue's limits, in messages and in bytes.
    struct Limits: Sendable {
        var messages: Int
        var bytes: Int
    }

    private struct Queue {
        var messages = 0
        var bytes = 0
    }

    let id = UUID()
    /// The member at the other end.
    let peer: String
    /// Its `host:port`.
    let address: String
    /// True for the connection this node dialled, false for one it accepted.
    let dialled: Bool
    let messages: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    private let limits: Limits
    private let queue = Mutex(Queue())
    private let runningCalls = Mutex(0)
    private let closed = Mutex(false)

    init(peer: String, address: String, dialled: Bool, limits: Limits) {
        self.peer = peer
        self.address = address
        self.dialled = dialled
        self.limits = limits
        (messages, continuation) = AsyncStream.makeStream(of: String.self)
    }

    /// Queues `envelope` for the writer task (see ``send(encoded:as:)``).
    @discardableResult func send(_ envelope: Envelope, as traffic: Traffic = .answer) -> Bool {
        send(encoded: envelope.encoded(), as: traffic)
    }

    /// Queues an encoded envelope for the writer task; false when the queue is full for `traffic`
    /// (an answer that does not fit closes the link). Dropped once the link is closed.
    @discardableResult func send(encoded text: String, as traffic: Traffic) -> Bool {
        let size = text.utf8.count
        let factor = traffic == .call ? 1 : 2
        let accepted = queue.withLock { queue in
            let fits =
                queue.messages == 0
                || (queue.messages < limits.messages * factor && queue.bytes + size <= limits.bytes * factor)
            if fits {
                queue.messages += 1
                queue.bytes += size
            }
            return fits
        }
        if accepted {
            continuation.yield(text)
        } else if traffic == .answer {
            close()
        }
        return accepted
    }

    /// Called by the writer task once `text` is written: frees its place in the queue.
    func written(_ text: String) {
        let size = text.utf8.count
        queue.withLock { queue in
            queue.messages = max(0, queue.messages - 1)
            queue.bytes = max(0, queue.bytes - size)
        }
    }

    /// Takes a place for one incoming call; false when `limit` calls from this member run already.
    func startCall(limit: Int) -> Bool {
        runningCalls.withLock { running in
            guard running < limit else { return false }
            running += 1
            return true
        }
    }

    /// Gives back the place of an incoming call that finished.
    func endCall() {
        runningCalls.withLock { $0 = max(0, $0 - 1) }
    }

    /// Ends the writer task, which then closes the WebSocket; the reader stops at its next message.
    func close() {
        closed.withLock { $0 = true }
        continuation.finish()
    }

    /// True once ``close()`` was called.
    var isClosed: Bool { closed.withLock { $0 } }
}

extension ClusterConfiguration {
    /// The outgoing-queue limits of every link.
    var linkLimits: Link.Limits {
        Link.Limits(messages: max(1, maxQueuedMessagesPerLink), bytes: max(1, maxQueuedBytesPerLink))
    }
}
