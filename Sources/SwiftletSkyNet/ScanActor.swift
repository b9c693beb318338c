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

    private let worker: LocalScanWorker
    private let logger: Logger

    /// The scan actor of this node, forwarding to `worker`.
    public init(worker: LocalScanWorker, logger: Logger, actorSystem: ClusterActorSystem) {
        self.worker = worker
        self.logger = logger
        self.actorSystem = actorSystem
    }

    /// The node's name.
    public distributed var name: String { worker.name }

    /// Tasks committed to the node's worker and not yet finished.
    public distributed var count: Int {
        get async { await worker.count() }
    }

    /// Reserves a slot on the node's worker (status `Committed`).
    public distributed func commit() async {
        await worker.commit()
    }

    /// Runs `task` on the node's worker for another node; returns the UTF-8 bytes of its input.
    public distributed func run(_ task: ScanTask) async throws -> Data {
        logger.notice("SkyNet: \(worker.name) runs task \(task.input) for another node")
        return try await worker.run(task)
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

    /// A directory over `system` whose local worker is `local`; registers this node's scan actor.
    public init(system: ClusterActorSystem, local: LocalScanWorker, logger: Logger) {
        self.system = system
        self.local = local
        scanActor = system.makeActor(named: ScanActor.actorName) {
            ScanActor(worker: local, logger: logger, actorSystem: system)
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
