import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// Sky's screen state for one session (book `ScanModel`), on the main actor.
///
/// ``runAllTasks()`` runs a ``ScanRun`` and mirrors its indicators; ``observeNode()`` follows the
/// node: the other connected nodes, and the local worker's statuses (the log panel, and whether this
/// node works for someone else: *collaborating*). Both are owned by the view's tasks.
@MainActor
public final class ScanModel: ObservableObject {
    /// Tasks running now for this session's scan.
    @Published public private(set) var scheduled = 0
    /// Finished tasks per second of this session's scan.
    @Published public private(set) var countPerSecond = 0.0
    /// Finished tasks of this session's scan.
    @Published public private(set) var completed = 0
    /// True while ``runAllTasks()`` runs.
    @Published public private(set) var isScanning = false
    /// The names of the other nodes this one is connected to.
    @Published public private(set) var connectedNodes: [String] = []
    /// The local worker's count, as last reported.
    @Published public private(set) var localCount = 0
    /// The local worker's statuses, oldest first (at most ``maxStatuses``).
    @Published public private(set) var statuses: [String] = []
    /// The alert's text: the summary, or the error; nil when no alert shows.
    @Published public var message: String?

    /// The scan's log of the current or last run (`Completed: 3`, `Re-run task: 7.`, `Failed with: …`,
    /// `Done.`, then the summary), shown live on the page; the newest ``maxLogLines`` are kept.
    @Published public private(set) var scanLog = ScanLog(capacity: ScanModel.maxLogLines)
    /// The scan log's lines, oldest first.
    public var log: [String] { scanLog.lines }
    /// The last run's summary.
    public private(set) var lastSummary: ScanSummary?
    /// The services this session uses.
    public let services: SkyServices
    /// Tasks per scan.
    public var total: Int { services.total }
    /// The log panel keeps this many statuses.
    public static let maxStatuses = 200
    /// The scan log keeps this many lines.
    public static let maxLogLines = 200

    /// A model over the process's `services`.
    public init(services: SkyServices) {
        self.services = services
    }

    /// At least one other node is connected.
    public var isConnected: Bool { !connectedNodes.isEmpty }

    /// This node works with others: its own scan runs on several nodes (scheduled > 0 and connected),
    /// or, with no scan of its own, its local worker has tasks (scheduled by another node or session).
    public var isCollaborating: Bool {
        if isScanning { return scheduled > 0 && isConnected }
        return localCount > 0
    }

    /// Runs one scan and shows its summary (or its error) in ``message``. Returns at once when a scan
    /// already runs. Cancelling the caller stops the scan; the indicators reset either way.
    public func runAllTasks() async {
        guard !isScanning else { return }
        isScanning = true
        scanLog.removeAll()
        defer { isScanning = false }
        do {
            let summary = try await services.scan().run { [weak self] event in
                await self?.apply(event)
            }
            lastSummary = summary
            scanLog.append(summary.message)
            message = summary.message
        } catch is CancellationError {
        } catch {
            guard !Task.isCancelled else { return }
            message = ScanRun.describe(error)
            scanLog.append(message ?? "")
        }
    }

    /// Follows the connected nodes and the local worker's statuses until cancelled.
    public func observeNode() async {
        let directory = services.directory
        let statuses = await directory.local.statusUpdates()
        async let nodes: Void = followNodes(directory.connectedNodes())
        await followStatuses(statuses)
        await nodes
    }

    private func followNodes(_ names: AsyncStream<[String]>) async {
        for await names in names { connectedNodes = names }
    }

    private func followStatuses(_ statuses: AsyncStream<ScanStatus>) async {
        for await status in statuses {
            localCount = status.count
            if let text = status.text { appendStatus(text) }
        }
    }

    /// Empties the log panel.
    public func clearStatuses() {
        statuses = []
    }

    private func appendStatus(_ text: String) {
        statuses.append(text)
        if statuses.count > Self.maxStatuses { statuses.removeFirst(statuses.count - Self.maxStatuses) }
    }

    private func apply(_ event: ScanEvent) {
        switch event {
        case .progress(let progress):
            scheduled = progress.scheduled
            completed = progress.completed
            countPerSecond = progress.countPerSecond
        case .log(let line):
            scanLog.append(line)
        }
    }
}
