import Dispatch
import Foundation

/// Runs a terminal client until it finishes or the user presses Ctrl-C.
public enum InterruptibleRun {
    /// Runs `body`; on SIGINT cancels it, waits for it to stop and returns `true` (interrupted).
    /// While it runs, SIGINT no longer kills the process; the default is restored afterwards.
    public static func run(_ body: @escaping @Sendable () async throws -> Void) async throws -> Bool {
        let (interrupts, continuation) = AsyncStream.makeStream(of: Void.self)
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { continuation.yield() }
        source.resume()
        defer {
            source.cancel()
            continuation.finish()
            signal(SIGINT, SIG_DFL)
        }
        return try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await body()
                return false
            }
            group.addTask {
                for await _ in interrupts { return true }
                return false
            }
            defer { group.cancelAll() }
            while let interrupted = try await group.next() {
                if interrupted { return true }
                // The body finished: stop waiting for Ctrl-C.
                continuation.finish()
                return false
            }
            return false
        }
    }
}
