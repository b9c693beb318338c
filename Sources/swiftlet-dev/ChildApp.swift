import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The running app: a child process whose standard output is the terminal's and whose standard error
/// is passed through while its last lines are kept (to show in the tabs if it stops on its own).
///
/// Started on the main actor, whose jobs run on dispatch worker threads on Linux (not the main
/// thread), so the app must not tie its life to the thread that started it: in dev mode it watches
/// its parent process instead (`DevMode.followParent()` in SwiftletWeb).
@MainActor
final class ChildApp {
    private let process: Process
    private let errorTail: ErrorTail

    /// The last bytes of the app's standard error, at most `limit`.
    /// Also keeps the last line that says what went wrong (`Fatal error: …`, `error: …`): a trap's
    /// backtrace follows its message, so the tail alone would show only the backtrace.
    final class ErrorTail: Sendable {
        private let text = Mutex((tail: "", fault: String?.none))
        private let limit = 2000
        func append(_ data: Data) {
            FileHandle.standardError.write(data)
            let chunk = String(decoding: data, as: UTF8.self)
            let fault = chunk.split(whereSeparator: \.isNewline).last {
                $0.contains("Fatal error") || $0.hasPrefix("error:") || $0.contains(": error:")
            }
            text.withLock {
                $0.tail = String(($0.tail + chunk).suffix(limit))
                if let fault { $0.fault = String(fault.prefix(500)) }
            }
        }
        /// The last fault line, else the last 500 characters.
        var value: String {
            text.withLock { $0.fault ?? String($0.tail.suffix(500)) }
        }
    }

    /// Starts `binary` with `arguments`, adding `environment` to the tool's own.
    ///
    /// - Throws: when the binary cannot be started.
    init(binary: String, arguments: [String], environment: [String: String]) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        let tail = ErrorTail()
        errorTail = tail
        errors.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
            } else {
                tail.append(data)
            }
        }
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// Whether the process still runs.
    var isRunning: Bool { process.isRunning }

    /// The process id.
    var processID: Int32 { process.processIdentifier }

    /// The last lines it wrote to standard error.
    var lastErrors: String { errorTail.value }

    /// Stops the app: SIGTERM, then SIGKILL if it has not exited after `grace`; returns once it has
    /// exited (bounded by `grace` + 2 s). Never throws, also when the calling task is cancelled.
    func stop(grace: Duration = .seconds(3)) async {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        if await waitForExit(within: grace) { return }
        kill(process.processIdentifier, SIGKILL)
        _ = await waitForExit(within: .seconds(2))
    }

    /// Polls for the exit every 20 ms; true once exited.
    private func waitForExit(within bound: Duration) async -> Bool {
        let deadline = ContinuousClock.now + bound
        while process.isRunning {
            if ContinuousClock.now >= deadline { return false }
            // A cancelled sleep throws at once; the deadline still bounds the loop.
            do { try await Task.sleep(for: .milliseconds(20)) } catch { usleep(20_000) }
        }
        return true
    }

    /// Sends SIGKILL without waiting (the last resort on the tool's exit paths).
    func killNow() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
