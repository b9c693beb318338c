import Logging
import SwiftletUI
import Synchronization

/// A page of `count` rows of text, and a button that does nothing.
struct ManyRowsView: View {
    let count: Int

    var body: some View {
        VStack {
            Button("Nothing") {}
            ForEach(0..<count, id: \.self) { row in
                Text("Row number \(row) of the long page")
            }
        }
    }
}

/// Keeps every log line a logger writes, for tests of what reaches the log.
final class CapturedLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// The lines written so far.
    var all: [String] { lines.withLock { $0 } }

    /// A logger writing into this capture at `trace` level.
    func logger() -> Logger {
        var logger = Logger(label: "captured") { _ in Handler(log: self) }
        logger.logLevel = .trace
        return logger
    }

    fileprivate func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.append("\(event.level) \(event.message)")
        }
    }
}
