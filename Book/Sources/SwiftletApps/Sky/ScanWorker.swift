import Foundation

/// One scan task: the input number it scans (Codable so it can travel to another node).
public struct ScanTask: Codable, Sendable, Hashable {
    public var id: UUID
    public var input: Int

    /// A task scanning `input`, with a fresh id unless one is given.
    public init(id: UUID = UUID(), input: Int) {
        self.id = id
        self.input = input
    }
}

/// A node that runs scan tasks: this process's own worker, or another node's reached over a cluster.
///
/// The scan (``ScanRun``) reads ``count()``, calls ``commit()`` when the count is below the per-worker
/// limit, and then ``run(_:)``. A worker reached over a network may throw from any of the three; the
/// scan then skips it (count, commit) or retries the task on the local worker (run).
public protocol ScanWorker: Sendable {
    /// The node's name, unique in the cluster.
    var name: String { get }
    /// Tasks committed to this worker and not yet finished.
    func count() async throws -> Int
    /// Reserves a slot on this worker; the caller runs a task next.
    func commit() async throws
    /// Runs one task; returns the UTF-8 bytes of the task's input number.
    func run(_ task: ScanTask) async throws -> Data
}

/// The workers a scan may use, and which other nodes this one sees.
public protocol ScanWorkerDirectory: Sendable {
    /// This node's own worker.
    var local: LocalScanWorker { get }
    /// The workers a scan may use right now: the local one first, then each connected node's.
    func workers() async -> [any ScanWorker]
    /// The names of the other connected nodes: the current list at once, then on every change; ends when the directory closes or the consumer stops.
    func connectedNodes() -> AsyncStream<[String]>
}

/// The directory of a node without a cluster: only the local worker, and no other node, ever.
public struct SingleNodeDirectory: ScanWorkerDirectory {
    public let local: LocalScanWorker

    /// A directory around `local`.
    public init(local: LocalScanWorker) {
        self.local = local
    }

    /// `[local]`.
    public func workers() async -> [any ScanWorker] { [local] }

    /// Yields `[]` once and stays open until the consumer stops (cancels its iteration).
    public func connectedNodes() -> AsyncStream<[String]> {
        AsyncStream { continuation in
            continuation.yield([])
        }
    }
}
