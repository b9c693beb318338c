import Foundation

/// The shared error handling of the `swiftlet` terminal commands.
public enum TerminalCommand {
    /// Runs a client until it finishes or Ctrl-C. Any failure prints exactly one `error: ...` line to
    /// `output`'s standard error and returns its exit code (64 bad arguments, 69 server unreachable,
    /// 1 otherwise); success and Ctrl-C return 0.
    public static func run(
        server: String, output: any TerminalOutput = StandardStreams(),
        _ body: @escaping @Sendable (URL) async throws -> Void
    ) async -> Int32 {
        var base: URL?
        do {
            let url = try ServerAddress.parse(server)
            base = url
            let interrupted = try await InterruptibleRun.run { try await body(url) }
            if interrupted && output.isInteractive { output.write("\n") }
            return 0
        } catch is CancellationError {
            return 0
        } catch {
            let failure = TerminalClientError.classify(error, server: base)
            output.writeError("error: \(failure.description)")
            return failure.exitCode
        }
    }
}
