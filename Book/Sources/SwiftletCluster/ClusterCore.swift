import Foundation
import Logging

/// The node's state: members and their connections, pending calls, heartbeats, gossip, watchers.
///
/// Membership rules (docs/cluster.md): a member is known once either connection to it is open and
/// `up` once both are; any of its connections closing, or no message from it for
/// `failureDeadline`, removes it (closing the other connection and failing its pending calls at
/// once). Time is counted in heartbeat ticks, so a node whose own loop stalls does not evict others.
actor ClusterCore {
    struct Member {
        var name: String
        var address: String
        var outbound: Link?
        var inbound: Link?
        var lastHeardTick: Int
        /// Envelopes other than calls received from the member (heartbeats, replies, errors).
        var envelopesReceived = 0
        var isUp: Bool { outbound != nil && inbound != nil }
    }

    struct PendingCall {
        var node: String
        var continuation: CheckedContinuation<Envelope, any Error>
        var timer: Task<Void, Never>
    }

    typealias Job = @Sendable () async -> Void

    let configuration: ClusterConfiguration
    let logger: Logger
    private(set) var address: String?
    private var members: [String: Member] = [:]
    private var pending: [UUID: PendingCall] = [:]
    private var dialling: Set<String> = []
    /// Addresses asked to be dialled while their previous dial loop was still ending (its
    /// connection closing): dialled again once that loop has ended, if still needed.
    private var redialRequested: Set<String> = []
    private var seeds: Set<String> = []
    private var joinWaiters: [String: [UUID: CheckedContinuation<String, any Error>]] = [:]
    private var watchers: [UUID: AsyncStream<[String]>.Continuation] = [:]
    private var lastAnnounced: [String]?
    private var tick = 0
    private var leaving = false
    private var discoveryStarted = false
    private weak var system: ClusterActorSystem?
    private let jobs: AsyncStream<Job>
    private let jobContinuation: AsyncStream<Job>.Continuation

    init(configuration: ClusterConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        (jobs, jobContinuation) = AsyncStream.makeStream(of: Job.self)
    }

    private var deadlineTicks: Int {
        max(1, Int((configuration.failureDeadline / configuration.heartbeatInterval).rounded(.up)))
    }

    // MARK: Running

    /// Owns every task the node starts: the heartbeat loop and one task per dialled connection.
    func run(system: ClusterActorSystem) async {
        self.system = system
        let jobs = self.jobs
        await withTaskExecutorPreference(ClusterExecutor.shared) {
            await self.runJobs(jobs)
        }
    }

    private func runJobs(_ jobs: AsyncStream<Job>) async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.heartbeatLoop() }
            for await job in jobs {
                group.addTask { await job() }
            }
            group.cancelAll()
        }
    }

    func start(address: String, seeds: [String]) {
        self.address = address
        for seed in seeds where seed != address {
            self.seeds.insert(seed)
            dial(seed)
        }
        startDiscovery(address: address)
    }

    /// Discovery (docs/cluster.md, *Discovery*): runs as one of the node's jobs, so leaving stops it.
    private func startDiscovery(address: String) {
        guard let discovery = configuration.discovery, !leaving, !discoveryStarted else { return }
        discoveryStarted = true
        let runner = ClusterDiscovery(
            configuration: discovery, secret: configuration.secret, name: configuration.name, address: address,
            logger: logger)
        jobContinuation.yield { [weak self] in
            guard let core = self else { return }
            await runner.run { [weak core] name, address in await core?.discovered(name: name, address: address) }
        }
    }

    /// A verified announcement of `name` at `address`: dialled unless it is connected already, is
    /// this node, or the name belongs to a member at another address. Not a seed: a node that
    /// stops announcing is not redialled.
    func discovered(name: String, address peerAddress: String) {
        guard !leaving, name != configuration.name, peerAddress != address else { return }
        if let member = members[name] {
            guard member.address == peerAddress, member.outbound == nil else { return }
        }
        dial(peerAddress)
    }

    func join(_ seed: String) async throws -> String {
        if let member = members.values.first(where: { $0.address == seed && $0.outbound != nil }) {
            return member.name
        }
        // Cancelling the caller ends its wait with CancellationError (the seed stays, and is still
        // dialled): a join must never outlive a timeout around it.
        let id = UUID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard !Task.isCancelled else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                joinWaiters[seed, default: [:]][id] = continuation
                seeds.insert(seed)
                dial(seed)
            }
        } onCancel: {
            Task { await self.cancelJoin(seed, id) }
        }
    }

    private func cancelJoin(_ seed: String, _ id: UUID) {
        joinWaiters[seed]?.removeValue(forKey: id)?.resume(throwing: CancellationError())
    }

    func reportJoin(_ seed: String, _ outcome: Result<String, ClusterError>) {
        for waiter in (joinWaiters.removeValue(forKey: seed) ?? [:]).values {
            waiter.resume(with: outcome.mapError { $0 as any Error })
        }
    }

    func leave() {
        leaving = true
        for name in Array(members.keys) {
            remove(name, reason: "this node is leaving")
        }
        jobContinuation.finish()
    }

    private func heartbeatLoop() async {
        while !Task.isCancelled {
            do {
                try await configuration.heartbeatClock.sleep(for: configuration.heartbeatInterval)
            } catch {
                return
            }
            heartbeat()
        }
    }

    /// One tick: evict the silent, then tell everyone who is connected.
    func heartbeat() {
        tick += 1
        for member in members.values where tick - member.lastHeardTick > deadlineTicks {
            remove(member.name, reason: "no heartbeat for \(configuration.failureDeadline)")
        }
        broadcastMembers()
    }

    private func broadcastMembers() {
        var beat = Envelope(kind: .heartbeat)
        beat.from = configuration.name
        beat.members = gossip()
        for member in members.values {
            member.outbound?.send(beat)
        }
    }

    private func gossip() -> [Envelope.Peer] {
        members.values.filter(\.isUp).map { Envelope.Peer(name: $0.name, address: $0.address) }
    }

    // MARK: Connections

    /// Starts a connection to `address` unless one is open or being made. Seeds are redialled
    /// while the node runs; members learnt by gossip are dialled once. A request that arrives
    /// while a dial loop for `target` is still ending is kept, not dropped: a member evicted and
    /// back within that moment (its old connection still closing) would otherwise stay half
    /// connected, reachable one way only, for good.
    private func dial(_ target: String) {
        guard !leaving, target != address else { return }
        guard !dialling.contains(target) else {
            redialRequested.insert(target)
            return
        }
        dialling.insert(target)
        jobContinuation.yield { [weak self] in
            guard let self, let system = await self.system else { return }
            await system.dialLoop(target)
            await self.finishedDialling(target)
        }
    }

    private func finishedDialling(_ target: String) {
        dialling.remove(target)
        guard redialRequested.remove(target) != nil else { return }
        // Still needed when a member at `target` has no connection of ours to it.
        if members.values.contains(where: { $0.address == target && $0.outbound == nil }) {
            dial(target)
        }
    }

    func isSeed(_ target: String) -> Bool { seeds.contains(target) && !leaving }

    /// Decides on a `hello` arriving on an accepted connection; registers `link` when welcomed.
    func acceptHello(name: String, address peerAddress: String, link: Link) -> Envelope {
        var answer = Envelope(kind: .refused)
        if leaving {
            answer.failure = Envelope.Failure(code: "refused", message: "node \(configuration.name) is leaving")
            return answer
        }
        if name == configuration.name {
            answer.failure = Envelope.Failure(code: "nameInUse", message: "'\(name)' is this node's own name")
            return answer
        }
        if let existing = members[name], existing.address != peerAddress {
            answer.failure = Envelope.Failure(
                code: "nameInUse", message: "'\(name)' is already a live member at \(existing.address)")
            logger.warning("Cluster: refused \(name) from \(peerAddress): the name is in use by \(existing.address)")
            return answer
        }
        var member = members[name] ?? Member(name: name, address: peerAddress, lastHeardTick: tick)
        if let old = member.inbound, old.id != link.id { old.close() }
        member.inbound = link
        member.lastHeardTick = tick
        members[name] = member
        if member.outbound == nil { dial(peerAddress) }
        membershipChanged()
        var welcome = Envelope(kind: .welcome)
        welcome.from = configuration.name
        welcome.address = address
        welcome.members = gossip()
        return welcome
    }

    /// Registers a dialled connection once the peer welcomed us. False when it must be closed.
    func outboundUp(_ link: Link, gossip peers: [Envelope.Peer]) -> Bool {
        guard !leaving, link.peer != configuration.name else { return false }
        if let existing = members[link.peer], existing.address != link.address {
            logger.warning("Cluster: \(link.address) calls itself \(link.peer), a member at \(existing.address)")
            return false
        }
        var member = members[link.peer] ?? Member(name: link.peer, address: link.address, lastHeardTick: tick)
        if let old = member.outbound, old.id != link.id { old.close() }
        member.outbound = link
        member.lastHeardTick = tick
        members[link.peer] = member
        learn(peers)
        membershipChanged()
        return true
    }

    /// A connection ended: its member is gone (if the connection was still its current one).
    func linkDown(_ link: Link) {
        guard let member = members[link.peer],
            member.outbound?.id == link.id || member.inbound?.id == link.id
        else { return }
        remove(link.peer, reason: "connection closed")
    }

    private func remove(_ name: String, reason: String) {
        guard let member = members.removeValue(forKey: name) else { return }
        member.outbound?.close()
        member.inbound?.close()
        for (id, call) in pending where call.node == name {
            pending[id] = nil
            call.timer.cancel()
            call.continuation.resume(throwing: ClusterError.nodeDeparted(name))
        }
        logger.notice("Cluster: \(name) (\(member.address)) left: \(reason)")
        membershipChanged()
    }

    private func learn(_ peers: [Envelope.Peer]) {
        for peer in peers where peer.name != configuration.name && members[peer.name] == nil {
            dial(peer.address)
        }
    }

    /// An envelope other than a call arrived from `link`'s member.
    func receive(_ envelope: Envelope, from link: Link) {
        guard var member = members[link.peer] else { return }
        member.lastHeardTick = tick
        member.envelopesReceived += 1
        members[link.peer] = member
        switch envelope.kind {
        case .heartbeat:
            learn(envelope.members ?? [])
        case .reply, .error:
            guard let id = envelope.id else {
                logger.notice("Cluster: \(link.peer) reported \(envelope.failure?.message ?? "an error")")
                return
            }
            guard let call = pending[id], call.node == link.peer else { return }
            pending[id] = nil
            call.timer.cancel()
            call.continuation.resume(returning: envelope)
        case .challenge, .hello, .welcome, .refused, .call:
            logger.notice("Cluster: unexpected \(envelope.kind.rawValue) from \(link.peer)")
        }
    }

    // MARK: Calls

    /// Sends `call` to `node` and waits for its reply or error envelope, at most `callTimeout`.
    func call(node: String, _ call: Envelope) async throws -> Envelope {
        guard let id = call.id else { throw ClusterError.serialization("a call needs an id") }
        guard let link = members[node]?.outbound else { throw ClusterError.nodeUnavailable(node) }
        try Task.checkCancellation()
        lastCallMethod = call.method
        let text = call.encoded()
        let node = node
        guard text.utf8.count <= configuration.maxMessageBytes else {
            throw ClusterError.serialization(
                "the call is \(text.utf8.count) bytes; messages are limited to \(configuration.maxMessageBytes)")
        }
        let clock = configuration.callClock
        let timeout = configuration.callTimeout
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // A link whose queue is full (the member reads slowly, or this node sends faster
                // than it can) refuses the call at once rather than queueing without bound.
                guard link.send(encoded: text, as: .call) else {
                    continuation.resume(throwing: ClusterError.busy(node))
                    return
                }
                // Owned by the pending entry: cancelled when the call completes in any way.
                let timer = Task { [weak self] in
                    do { try await clock.sleep(for: timeout) } catch { return }
                    await self?.expire(id)
                }
                pending[id] = PendingCall(node: node, continuation: continuation, timer: timer)
            }
        } onCancel: {
            Task { await self.finish(id, with: CancellationError()) }
        }
    }

    private func expire(_ id: UUID) {
        guard let call = pending[id] else { return }
        finish(id, with: ClusterError.timedOut(node: call.node, after: configuration.callTimeout))
    }

    private func finish(_ id: UUID, with error: any Error) {
        guard let call = pending.removeValue(forKey: id) else { return }
        call.timer.cancel()
        call.continuation.resume(throwing: error)
    }

    /// The number of calls waiting for an answer (for tests and diagnostics).
    var pendingCallCount: Int { pending.count }
    /// The target identifier of the last call sent (for tests that craft envelopes by hand).
    private(set) var lastCallMethod: String?

    // MARK: Watching

    /// How many envelopes other than calls came from member `name` (0 when it is not a member).
    func envelopesReceived(from name: String) -> Int {
        members[name]?.envelopesReceived ?? 0
    }

    func connectedNames() -> [String] {
        members.values.filter(\.isUp).map(\.name).sorted()
    }

    func status() -> ClusterStatus {
        var list = members.values.map {
            ClusterMember(name: $0.name, address: $0.address, status: $0.isUp ? "up" : "joining")
        }
        list.append(ClusterMember(name: configuration.name, address: address ?? "", status: "up"))
        return ClusterStatus(self: configuration.name, members: list.sorted { $0.name < $1.name })
    }

    func addWatcher(_ id: UUID, _ continuation: AsyncStream<[String]>.Continuation) {
        watchers[id] = continuation
        continuation.yield(connectedNames())
    }

    func removeWatcher(_ id: UUID) {
        watchers[id] = nil
    }

    private func membershipChanged() {
        let names = connectedNames()
        guard names != lastAnnounced else { return }
        let joined = Set(names).subtracting(lastAnnounced ?? [])
        lastAnnounced = names
        for (id, continuation) in watchers {
            if case .terminated = continuation.yield(names) { watchers[id] = nil }
        }
        if !joined.isEmpty {
            logger.notice("Cluster: connected to \(names.joined(separator: ", "))")
            broadcastMembers()
        }
    }
}
