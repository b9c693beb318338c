@_spi(SwiftletHost) import SwiftletUI
import Synchronization

/// The order of lifecycle events, recorded from the main actor and from cancellation handlers.
final class EventLog: Sendable {
    private let entries = Mutex<[String]>([])

    func record(_ entry: String) { entries.withLock { $0.append(entry) } }

    /// The entries since the last call.
    func take() -> [String] {
        entries.withLock { entries in
            let taken = entries
            entries = []
            return taken
        }
    }
}

extension View {
    /// Records `name appear`, `name disappear`, `name task` and `name task cancelled` in `log` (the
    /// task runs until it is cancelled).
    func logsLifecycle(as name: String, in log: EventLog) -> some View {
        onAppear { log.record("\(name) appear") }
            .onDisappear { log.record("\(name) disappear") }
            .task {
                log.record("\(name) task")
                await withTaskCancellationHandler {
                    try? await Task.sleep(for: .seconds(86_400))
                } onCancel: {
                    log.record("\(name) task cancelled")
                }
            }
    }
}
