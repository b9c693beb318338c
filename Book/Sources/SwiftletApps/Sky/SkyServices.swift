import Foundation

/// What every Sky session and the `POST /sky/scan` route of a process share: the directory of
/// workers (whose local worker is the node's one ``LocalScanWorker``), the scan's clock and size.
///
/// `swiftlet serve` makes one per process. A cluster replaces ``directory`` with one that also lists
/// the other nodes' workers; nothing else changes.
public final class SkyServices: Sendable {
    /// The workers scans use, and the connected nodes the app shows.
    public let directory: any ScanWorkerDirectory
    /// Drives the scan's polling and duration, and the title animation (a `TestClock` in tests).
    public let clock: any Clock<Duration>
    /// Tasks per scan (20).
    public let total: Int

    /// Services over `directory`.
    public init(directory: any ScanWorkerDirectory, clock: any Clock<Duration> = ContinuousClock(), total: Int = 20) {
        self.directory = directory
        self.clock = clock
        self.total = total
    }

    /// Single-node services: a ``SingleNodeDirectory`` whose worker is named `nodeName` and does `work`.
    public convenience init(
        nodeName: String = SkyServices.defaultNodeName, work: ScanWork = .standard, api: UnreliableAPI = .shared,
        clock: any Clock<Duration> = ContinuousClock(), total: Int = 20
    ) {
        self.init(
            directory: SingleNodeDirectory(local: LocalScanWorker(name: nodeName, work: work, api: api)), clock: clock,
            total: total)
    }

    /// The host's name, the node name when none is given.
    public static var defaultNodeName: String { ProcessInfo.processInfo.hostName }

    /// A scan of `total` tasks (default: ``total``) over the directory, on ``clock``.
    public func scan(total: Int? = nil) -> ScanRun {
        ScanRun(directory: directory, clock: clock, total: total ?? self.total)
    }
}
