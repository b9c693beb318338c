import Foundation
import SwiftletKit

/// `swiftlet sky`: runs a scan on a node through `POST /sky/scan` and shows the three indicators as
/// one live line, then the summary `Finished 20 scans in S.SS seconds.`
///
/// On a terminal the line is redrawn in place (carriage return) and keeps the final figures (the
/// scan's reset to zero is not drawn); otherwise a line is printed each time the completed count
/// changes. Cancelling the caller (Ctrl-C) closes the connection, which
/// stops the scan on the node.
public struct SkyClient: Sendable {
    public let server: URL
    public let client: WebClient

    public init(server: URL, client: WebClient = WebClient()) {
        self.server = server
        self.client = client
    }

    /// Checks `--total`: 1 to ``SkyScanRequest/maxTotal``.
    public static func validate(total: Int) throws -> Int {
        guard (1...SkyScanRequest.maxTotal).contains(total) else {
            throw TerminalClientError.badArgument("invalid --total \(total): expected 1 to \(SkyScanRequest.maxTotal)")
        }
        return total
    }

    /// Runs one scan of `total` tasks, writing the live line and the summary to `output`.
    @discardableResult
    public func run(total: Int = 20, output: some TerminalOutput) async throws -> ScanSummary {
        let total = try Self.validate(total: total)
        var request = try WebRequest.post(server.appendingPathComponent("sky/scan"), json: SkyScanRequest(total: total))
        request.timeout = .seconds(30)
        var lastCompleted = -1
        var drawn = false
        for try await text in client.lines(for: request) {
            guard !text.isEmpty else { continue }
            let line: SkyScanLine
            do {
                line = try JSONDecoder().decode(SkyScanLine.self, from: Data(text.utf8))
            } catch {
                throw TerminalClientError.failed("the server sent a scan line that is not JSON: \(text)")
            }
            // The reset at the end (all zeros) is not drawn: the line keeps the final figures.
            if let progress = line.progress, !(progress.scheduled == 0 && progress.completed == 0 && lastCompleted > 0)
            {
                if output.isInteractive {
                    output.write("\r\u{1B}[2K" + Self.indicators(progress))
                    drawn = true
                } else if progress.completed != lastCompleted, progress.completed > 0 {
                    output.line(Self.indicators(progress))
                }
                lastCompleted = progress.completed
            }
            if let error = line.error {
                if drawn { output.write("\n") }
                throw TerminalClientError.failed(error)
            }
            if let summary = line.summary {
                if drawn { output.write("\n") }
                output.line(summary.message)
                return summary
            }
        }
        if drawn { output.write("\n") }
        throw TerminalClientError.failed("the server ended the scan without a summary")
    }

    /// `4 scheduled | 3.52 per sec. | 12 tasks completed`
    public static func indicators(_ progress: ScanProgress) -> String {
        "\(progress.scheduled) scheduled | \(String(format: "%.2f", progress.countPerSecond)) per sec. | "
            + "\(progress.completed) tasks completed"
    }
}
