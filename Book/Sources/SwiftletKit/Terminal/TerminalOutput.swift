import Foundation
import Synchronization

/// Where a terminal client writes: normal output, error lines, and (when interactive) in-place updates.
/// Methods are synchronous and callable from any task.
public protocol TerminalOutput: Sendable {
    /// True when output goes to a terminal, so clients may redraw in place with ANSI escapes.
    var isInteractive: Bool { get }
    /// Writes `text` as is (no newline added) to standard output.
    func write(_ text: String)
    /// Writes one line to standard error.
    func writeError(_ line: String)
}

extension TerminalOutput {
    /// Writes one line to standard output.
    public func line(_ text: String) { write(text + "\n") }
}

/// The process's standard output and standard error.
public struct StandardStreams: TerminalOutput {
    public let isInteractive: Bool

    /// Interactive when standard output is a terminal.
    public init() {
        isInteractive = isatty(STDOUT_FILENO) == 1
    }

    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Output kept in memory, for driving terminal clients from tests.
///
/// A `Mutex`, not an actor: ``TerminalOutput`` is synchronous so that a client can write from anywhere
/// without suspending, and these are tiny appends.
public final class CapturedOutput: TerminalOutput {
    private let state = Mutex<(out: String, err: [String])>(("", []))
    private let changes: AsyncStream<Void>.Continuation
    /// Yields after every write, so a test can wait for output without sleeping.
    public let updates: AsyncStream<Void>
    public let isInteractive: Bool

    public init(isInteractive: Bool = false) {
        self.isInteractive = isInteractive
        (updates, changes) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Everything written to standard output.
    public var standardOutput: String { state.withLock { $0.out } }
    /// The lines written to standard output.
    public var lines: [String] {
        standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    /// The lines written to standard error.
    public var errorLines: [String] { state.withLock { $0.err } }

    public func write(_ text: String) {
        state.withLock { $0.out += text }
        changes.yield()
    }

    public func writeError(_ line: String) {
        state.withLock { $0.err.append(line) }
        changes.yield()
    }

    /// Waits until `condition` holds for the captured output (checked after every write).
    public func waitUntil(_ condition: @Sendable (CapturedOutput) -> Bool) async {
        if condition(self) { return }
        for await _ in updates where condition(self) { return }
    }

    deinit { changes.finish() }
}
