import Distributed
import Foundation
import Logging
import SwiftletApps
import SwiftletCluster

/// A node's scan worker as a distributed actor (book §2.6 `ScanActor`): other nodes commit and run
/// tasks on it over the cluster; it forwards everything to the node's ``LocalScanWorker``, so the
/// node's app sees those tasks in its count and its log.
///
/// Each node creates one, named ``actorName``, so any node resolves it as
/// `ClusterActorID(node: name, actor: ScanActor.actorName)`.
public distributed actor ScanActor {
    public typealias ActorSystem = ClusterActorSystem

    /// The actor name of every node's scan actor.
    public static let actorName = "scan"

    /// How long a commit from another node holds its slot without the task arriving.
    public static let commitLease: Duration = .seconds(30)

    /// Open commits one node may hold here at once (a scan holds at most `limitPerWorker`, 4, per
    /// worker; several scans on one node may hold more); more throw ``TooManyCommits``.
    public static let maxOpenCommitsPerNode = 16

    private let worker: LocalScanWorker
    private let logger: Logger
    private let clock: any Clock<Duration>
    /// Commits whose task has not arrived yet, oldest first: the node that committed (nil for a
    /// call made in this process), and the task that gives the slot back when the lease runs out.
    private var leases: [(id: UUID, caller: String?, expiry: Task<Void, Never>)] = []

    /// The scan actor of this node, forwarding to `worker`; commit leases run on `clock`.
    public init(
        worker: LocalScanWorker, logger: Logger, clock: any Clock<Duration> = ContinuousClock(),
        actorSystem: ClusterActorSystem
    ) {
        self.worker = worker
        self.logger = logger
        self.clock = clock
        self.actorSystem = actorSystem
    }

    deinit {
        for lease in leases { lease.expiry.cancel() }
    }

    /// The node's name.
    public distributed var name: String { worker.name }

    /// Tasks committed to the node's worker and not yet finished.
    public distributed var count: Int {
        get async { await worker.count() }
    }

    /// Reserves a slot on the node's worker (status `Committed`); throws ``TooManyCommits`` when the
    /// caller holds ``maxOpenCommitsPerNode`` open commits here already. The slot is held for
    /// ``commitLease``: a caller that committed and then gave up (its call timed out, its scan was
    /// cancelled, its connection dropped) would otherwise hold it for good, and once four such
    /// slots were lost no node would send this one work again.
    public distributed func commit() async throws {
        let caller = ClusterActorSystem.callingNode
        guard leases.count(where: { $0.caller == caller }) < Self.maxOpenCommitsPerNode else {
            throw TooManyCommits(node: worker.name, limit: Self.maxOpenCommitsPerNode)
        }
        await worker.commit()
        let id = UUID()
        let clock = clock
        let expiry = Task {
            do {
                try await clock.sleep(for: Self.commitLease)
            } catch {
                return
            }
            await self.lapse(id)
        }
        leases.append((id, ClusterActorSystem.callingNode, expiry))
    }

    /// Runs `task` on the node's worker for another node; returns the UTF-8 bytes of its input.
    /// It takes the place of the oldest open commit of the same caller; a `run` without one throws
    /// ``RunWithoutCommit`` and runs nothing, so no node can put work on this one past the slots
    /// the scan hands out.
    public distributed func run(_ task: ScanTask) async throws -> Data {
        let caller = ClusterActorSystem.callingNode
        guard let index = leases.firstIndex(where: { $0.caller == caller }) else {
            logger.notice("SkyNet: refused a task for \(caller ?? "this node") on \(worker.name): no open commit")
            throw RunWithoutCommit(node: worker.name)
        }
        leases.remove(at: index).expiry.cancel()
        logger.notice("SkyNet: \(worker.name) runs task \(task.input) for another node")
        return try await worker.run(task)
    }
}

/// A `run` reached a node's ``ScanActor`` without an open `commit` from the same caller.
public struct RunWithoutCommit: Error, CustomStringConvertible {
    /// The node that refused the task.
    public var node: String

    public var description: String { "\(node) runs only tasks committed to it first (commit, then run)" }
}

/// A node asked a ``ScanActor`` for more open commits than ``ScanActor/maxOpenCommitsPerNode``.
public struct TooManyCommits: Error, CustomStringConvertible {
    /// The node that refused the commit.
    public var node: String
    /// The number of open commits one node may hold there.
    public var limit: Int

    public var description: String { "\(node) holds \(limit) open commits for this node already" }
}

extension ScanActor {
    /// Gives back the slot of the commit `id` when its task never came.
    private func lapse(_ id: UUID) async {
        guard let index = leases.firstIndex(where: { $0.id == id }) else { return }
        leases.remove(at: index)
        logger.notice("SkyNet: a commit on \(worker.name) got no task within \(Self.commitLease); slot released")
        await worker.releaseCommit()
    }
}

/// Another node's scan actor seen as a ``ScanWorker``: every call goes over the cluster and throws a
/// ``ClusterError`` when the node is gone (at once) or silent (after 5 s).
struct RemoteScanWorker: ScanWorker {
    let name: String
    let actor: ScanActor

    func count() async throws -> Int { try await actor.count }

    func commit() async throws { try await actor.commit() }

    func run(_ task: ScanTask) async throws -> Data { try await actor.run(task) }
}

/// The workers of a cluster node: its own ``LocalScanWorker`` first, then the scan actor of every
/// connected member. Created once per process by `swiftlet serve --node-name`.
public final class ClusterScanDirectory: ScanWorkerDirectory {
    public let local: LocalScanWorker
    /// The node's actor system.
    public let system: ClusterActorSystem
    /// This node's scan actor (kept alive here: the system holds actors weakly).
    public let scanActor: ScanActor

    /// A directory over `system` whose local worker is `local`; registers this node's scan actor,
    /// whose commit leases run on `leaseClock`.
    public init(
        system: ClusterActorSystem, local: LocalScanWorker, logger: Logger,
        leaseClock: any Clock<Duration> = ContinuousClock()
    ) {
        self.system = system
        self.local = local
        scanActor = system.makeActor(named: ScanActor.actorName) {
            ScanActor(worker: local, logger: logger, clock: leaseClock, actorSystem: system)
        }
    }

    /// The local worker, then one remote worker per connected member (sorted by name).
    public func workers() async -> [any ScanWorker] {
        var workers: [any ScanWorker] = [local]
        for name in await system.connectedMembers() {
            let id = ClusterActorID(node: name, actor: ScanActor.actorName)
            if let actor = try? ScanActor.resolve(id: id, using: system) {
                workers.append(RemoteScanWorker(name: name, actor: actor))
            }
        }
        return workers
    }

    /// The connected members' names, now and on every change.
    public func connectedNodes() -> AsyncStream<[String]> {
        system.memberChanges()
    }
}
