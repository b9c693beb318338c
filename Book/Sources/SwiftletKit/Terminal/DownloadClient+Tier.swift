import Foundation

extension DownloadClient {
    /// SuperStorage's download plans, as `swiftlet download --tier` offers them.
    public enum Tier: String, CaseIterable, Sendable {
        /// One plain request; the bar jumps from 0 to 100 % when the bytes are in.
        case silver
        /// One streamed request written to the file as it arrives, with the progress bar (one part).
        case gold
        /// Four ranged parts at once, reassembled in order.
        case cloud9

        /// The tier named `text` (`silver`, `gold`, `cloud9`); throws ``TerminalClientError/badArgument(_:)``.
        public init(argument text: String) throws {
            guard let tier = Tier(rawValue: text.lowercased()) else {
                throw TerminalClientError.badArgument("invalid --tier \(text): expected silver, gold or cloud9")
            }
            self = tier
        }
    }

    /// Checks that a tier is not combined with `--parts` or `--resume` (the tier decides both).
    public static func validate(tier: Tier?, parts: Int, resume: Bool) throws {
        guard tier != nil else { return try validate(parts: parts, resume: resume) }
        guard parts == 1, !resume else {
            throw TerminalClientError.badArgument("--tier decides the parts; drop --parts and --resume")
        }
    }

    /// Downloads `name` with `tier` to `destination` (default: the file's name in the current directory).
    @discardableResult
    public func run(name: String, tier: Tier, destination: URL? = nil, output: some TerminalOutput) async throws
        -> Summary
    {
        switch tier {
        case .gold: try await run(name: name, parts: 1, destination: destination, output: output)
        case .cloud9: try await run(name: name, parts: 4, destination: destination, output: output)
        case .silver: try await runSilver(name: name, destination: destination, output: output)
        }
    }

    private func runSilver(name: String, destination: URL?, output: some TerminalOutput) async throws -> Summary {
        let file = try await file(named: name)
        let target = destination ?? Self.defaultDestination(for: file)
        let bar = ProgressBar(output: output, label: file.name)
        let start = ContinuousClock.now
        bar.show(DownloadProgress(bytes: 0, total: file.size))
        let data = try await client.data(for: .get(downloadURL(for: file)))
        guard data.count == file.size else {
            throw WebClientError.lengthMismatch(expected: file.size, received: data.count)
        }
        bar.show(DownloadProgress(bytes: data.count, total: file.size))
        bar.finish()
        try data.write(to: target, options: .atomic)
        let summary = Summary(
            file: file, destination: target, resumedFrom: 0, parts: 1, seconds: Self.seconds(since: start),
            inOneRequest: true)
        output.line(Self.describe(summary))
        return summary
    }
}
