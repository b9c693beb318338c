import Foundation
import Synchronization

/// `swiftlet download`: downloads one of the server's files with a progress bar and a summary.
///
/// One part streams the throttled full download straight into the file, so an interrupted download
/// (Ctrl-C, a dropped connection) keeps its bytes and `resume` continues it with a ranged request.
/// Several parts run that many ranged requests at once (the book's Cloud 9) and write the reassembled
/// file atomically. Cancelling the caller stops the download and throws `CancellationError`.
public struct DownloadClient: Sendable {
    /// What ``run(name:parts:resume:destination:output:)`` did.
    public struct Summary: Sendable, Equatable {
        public let file: ServerFile
        public let destination: URL
        public let resumedFrom: Int
        public let parts: Int
        public let seconds: Double
        /// True for the Silver tier: one plain request, not streamed to the file.
        public var inOneRequest = false
    }

    public let server: URL
    public let client: WebClient

    public init(server: URL, client: WebClient = WebClient()) {
        self.server = server
        self.client = client
    }

    /// Checks the options: 1 to 16 parts, and no `resume` with several parts.
    public static func validate(parts: Int, resume: Bool) throws {
        guard (1...16).contains(parts) else {
            throw TerminalClientError.badArgument("invalid --parts \(parts): expected 1 to 16")
        }
        guard !(resume && parts > 1) else {
            throw TerminalClientError.badArgument("--resume works with one part only; drop --parts")
        }
    }

    /// Downloads `name` to `destination` (default: the file's name in the current directory).
    @discardableResult
    public func run(
        name: String, parts: Int = 1, resume: Bool = false, destination: URL? = nil,
        output: some TerminalOutput
    ) async throws -> Summary {
        try Self.validate(parts: parts, resume: resume)
        let file = try await file(named: name)
        let target = destination ?? Self.defaultDestination(for: file)
        let url = downloadURL(for: file)
        let bar = ProgressBar(output: output, label: file.name)
        let start = ContinuousClock.now
        var resumedFrom = 0
        if parts == 1 {
            let result = try await client.download(url, size: file.size, to: target, resume: resume) { step in
                bar.show(step)
            }
            resumedFrom = result.resumedFrom
        } else {
            let data = try await client.parallelDownload(url, size: file.size, parts: parts) { step in bar.show(step) }
            try data.write(to: target, options: .atomic)
        }
        bar.finish()
        let summary = Summary(
            file: file, destination: target, resumedFrom: resumedFrom, parts: parts,
            seconds: Self.seconds(since: start))
        output.line(Self.describe(summary))
        return summary
    }

    /// The server's entry for `name`; throws ``TerminalClientError/badArgument(_:)`` when there is none.
    func file(named name: String) async throws -> ServerFile {
        let files = try await FilesClient(server: server, client: client).files()
        guard let file = files.first(where: { $0.name == name }) else {
            throw TerminalClientError.badArgument(
                "no file named '\(name)' on the server (available: \(files.map(\.name).joined(separator: ", ")))")
        }
        return file
    }

    func downloadURL(for file: ServerFile) -> URL {
        server.appending(path: "files/download", rawQuery: file.name)
    }

    static func defaultDestination(for file: ServerFile) -> URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(file.name)
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    static func describe(_ summary: Summary) -> String {
        var text =
            "Saved \(summary.file.name) (\(ByteCountText.format(summary.file.size)), \(summary.file.size) bytes) "
            + "to \(summary.destination.path) in \(String(format: "%.1f", summary.seconds)) s"
        if summary.parts > 1 { text += " using \(summary.parts) parallel parts" }
        if summary.inOneRequest { text += " in one request" }
        if summary.resumedFrom > 0 { text += ", resumed after \(summary.resumedFrom) bytes" }
        return text + "."
    }
}

/// A one-line progress bar: redrawn in place on a terminal, a line per quarter otherwise.
/// Called from the download's task only; the `Mutex` guards the last state for the closures that report.
final class ProgressBar: Sendable {
    private let output: any TerminalOutput
    private let label: String
    private let last = Mutex<Int>(-1)

    init(output: any TerminalOutput, label: String) {
        self.output = output
        self.label = label
    }

    func show(_ progress: DownloadProgress) {
        let percent = Int((progress.fraction * 100).rounded(.down))
        if output.isInteractive {
            let filled = percent / 5
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 20 - filled)
            output.write(
                "\r[\(bar)] \(String(percent).leftPadded(to: 3))% \(ByteCountText.format(progress.bytes)) of "
                    + ByteCountText.format(progress.total))
            last.withLock { $0 = percent }
        } else {
            let quarter = percent / 25
            let shouldPrint = last.withLock { last -> Bool in
                guard quarter > last else { return false }
                last = quarter
                return true
            }
            if shouldPrint { output.line("\(label): \(percent)% (\(progress.bytes) of \(progress.total) bytes)") }
        }
    }

    func finish() {
        if output.isInteractive { output.write("\n") }
    }
}
