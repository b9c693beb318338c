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
