import Foundation
import Logging
import Synchronization

/// Keeps every line that the loggers it makes write, at every level: for tests of what reaches the
/// log, or for a trace that a test shows only when it fails.
public final class CapturedLog: Sendable {
    private let lines = Mutex<[String]>([])

    public init() {}

    /// The lines written so far, oldest first, each `SECONDS LABEL LEVEL MESSAGE` (seconds since
    /// 1970, to the millisecond).
    public var all: [String] { lines.withLock { $0 } }

    /// A logger labelled `label` that writes into this capture at `trace` level.
    public func logger(_ label: String = "captured") -> Logger {
        var logger = Logger(label: label) { label in Handler(label: label, log: self) }
        logger.logLevel = .trace
        return logger
    }

    fileprivate func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    private struct Handler: LogHandler {
        let label: String
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let seconds = String(format: "%.3f", Date().timeIntervalSince1970)
            log.append("\(seconds) \(label) \(event.level) \(event.message)")
        }
    }
}
