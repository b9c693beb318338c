import Synchronization

/// What one session (one window of an app: a browser tab, a headless host) may hold open at once of
/// the work its views send out of the process: endless streams and requests. A Swiftlet addition;
/// SwiftUI has no such thing, because an iPhone runs one visitor.
///
/// Every graph has its own (`HostServices.resources`). Code that opens a stream or sends a request
/// on behalf of a view takes a slot first with ``acquire(_:)``, from ``current``: the resources of
/// the page whose action, `onAppear`, `.task` or lifecycle callback is running, which the tasks these
/// create inherit. So one session's screens cannot drain a pool the whole process shares, and the
/// other visitors never notice. The book's `WebClient` does this for every request and line stream.
///
/// Thread-safe: slots are taken and given back from any task.
public final class SessionResources: Sendable {
    /// What a slot is for.
    public enum Kind: String, Sendable, CaseIterable {
        /// A response read for as long as it lasts (a ticker, a chat room's messages).
        case stream
        /// A request whose whole answer is awaited (a download counts as one).
        case request
    }

    /// How many slots of each kind one session has.
    public struct Limits: Sendable, Equatable {
        /// Streams open at once (default 8); one more is refused with ``SessionResourceError``.
        public var streams: Int
        /// Requests in flight at once (default 16); more wait, in order, for a slot.
        public var requests: Int

        /// Limits of `streams` open streams and `requests` requests in flight.
        public init(streams: Int = 8, requests: Int = 16) {
            self.streams = max(0, streams)
            self.requests = max(1, requests)
        }
    }

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var open: [Kind: Int] = [:]
        var waiters: [Waiter] = []
        /// Waiters that have an id but no slot yet (queued, or about to queue).
        var pending: Set<UInt64> = []
        /// Pending waiters cancelled before they queued.
        var cancelled: Set<UInt64> = []
        var nextWaiterID: UInt64 = 0
    }

    /// The slots of each kind.
    public let limits: Limits
    private let state = Mutex(State())

    /// Resources with `limits`.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The resources of the page whose code runs now: set while a graph handles an event, runs a
    /// tick's callbacks and starts its tasks, and inherited by the tasks created there. `nil` where no
    /// page's code runs (a terminal client, a server route, a detached task).
    public static var current: SessionResources? { PageRoute.target?.resources }

    /// The slots of `kind` taken now.
    public func openCount(_ kind: Kind) -> Int {
        state.withLock { $0.open[kind, default: 0] }
    }

    /// Requests waiting for a slot now.
    var waiterCount: Int { state.withLock { $0.waiters.count } }

    /// Takes a slot of `kind`, released when the lease is (or when it is deinitialised).
    ///
    /// A stream past ``Limits/streams`` is refused at once with ``SessionResourceError/limitReached(_:limit:)``:
    /// a stream would hold the slot it waited for indefinitely. A request past ``Limits/requests``
    /// waits for one in flight to finish, first come first served; cancelling the waiting task
    /// throws `CancellationError` and takes nothing.
    public func acquire(_ kind: Kind) async throws -> SessionResourceLease {
        switch kind {
        case .stream:
            let taken = state.withLock { state in
                guard state.open[.stream, default: 0] < limits.streams else { return false }
                state.open[.stream, default: 0] += 1
                return true
            }
            guard taken else { throw SessionResourceError.limitReached(.stream, limit: limits.streams) }
        case .request:
            try await takeRequestSlot()
        }
        return SessionResourceLease(kind: kind, owner: self)
    }

    private func takeRequestSlot() async throws {
        try Task.checkCancellation()
        let limit = max(1, limits.requests)
        let id: UInt64? = state.withLock { state in
            if state.open[.request, default: 0] < limit {
                state.open[.request, default: 0] += 1
                return nil
            }
            state.nextWaiterID += 1
            state.pending.insert(state.nextWaiterID)
            return state.nextWaiterID
        }
        guard let id else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case cancelled, admitted, queued }
                let outcome = state.withLock { state -> Outcome in
                    if state.cancelled.remove(id) != nil { return .cancelled }
                    // A slot freed since the first look (its release found no waiter to hand it to).
                    if state.open[.request, default: 0] < limit {
                        state.open[.request, default: 0] += 1
                        state.pending.remove(id)
                        return .admitted
                    }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return .queued
                }
                switch outcome {
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .admitted: continuation.resume()
                case .queued: break
                }
            }
        } onCancel: {
            let waiter: Waiter? = state.withLock { state in
                guard state.pending.remove(id) != nil else { return nil }  // it has its slot already
                if let index = state.waiters.firstIndex(where: { $0.id == id }) {
                    return state.waiters.remove(at: index)
                }
                state.cancelled.insert(id)  // not queued yet: it finds the mark when it queues
                return nil
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
        // A slot handed over just before a cancellation is still the caller's: its lease gives it back.
    }

    /// Gives a slot back: a request slot goes to the first waiter, if any.
    fileprivate func release(_ kind: Kind) {
        let next: Waiter? = state.withLock { state in
            if kind == .request, !state.waiters.isEmpty {
                let next = state.waiters.removeFirst()
                state.pending.remove(next.id)
                return next
            }
            state.open[kind, default: 0] -= 1
            return nil
        }
        next?.continuation.resume()
    }
}

/// One slot of a ``SessionResources``, held until ``release()`` or until the lease is deinitialised.
public final class SessionResourceLease: Sendable {
    /// What the slot is for.
    public let kind: SessionResources.Kind
    private let owner: SessionResources
    private let released = Atomic(false)

    fileprivate init(kind: SessionResources.Kind, owner: SessionResources) {
        self.kind = kind
        self.owner = owner
    }

    /// Gives the slot back; later calls do nothing.
    public func release() {
        guard !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
        owner.release(kind)
    }

    deinit { release() }
}

/// Why ``SessionResources/acquire(_:)`` refused a slot.
public enum SessionResourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The session holds `limit` slots of the kind already.
    case limitReached(SessionResources.Kind, limit: Int)

    public var description: String {
        switch self {
        case .limitReached(let kind, let limit):
            "this page already has \(limit) \(kind == .stream ? "streams open" : "requests in flight"), its limit"
        }
    }
}
