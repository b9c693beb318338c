/// The scan's log as the page shows it (book §2.4, §2.6: `Completed: 3`, `Failed: …`,
/// `Re-run task: 7.`, `Failed with: …`, `Done.`, then the summary), oldest first and bounded: it keeps
/// the newest ``capacity`` lines and counts the older ones it dropped.
public struct ScanLog: Equatable, Sendable {
    /// The lines kept, oldest first (at most ``capacity``).
    public private(set) var lines: [String] = []
    /// Lines appended since the last ``removeAll()`` that no longer fit.
    public private(set) var dropped = 0
    /// How many lines are kept.
    public let capacity: Int

    /// An empty log keeping at most `capacity` lines (at least one).
    public init(capacity: Int = 200) {
        self.capacity = max(1, capacity)
    }

    /// Appends `line`, dropping the oldest when the log is full.
    public mutating func append(_ line: String) {
        lines.append(line)
        if lines.count > capacity {
            let excess = lines.count - capacity
            lines.removeFirst(excess)
            dropped += excess
        }
    }

    /// Empties the log and its dropped count.
    public mutating func removeAll() {
        lines.removeAll()
        dropped = 0
    }

    /// `N earlier lines not shown` when lines were dropped, else nil.
    public var droppedNotice: String? {
        switch dropped {
        case 0: nil
        case 1: "1 earlier line not shown"
        default: "\(dropped) earlier lines not shown"
        }
    }
}
