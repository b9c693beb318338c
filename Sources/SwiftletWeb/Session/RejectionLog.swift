/// Rate-limits one kind of log line: the first occurrence of each ``interval`` is logged, the rest
/// are counted and the count goes with the next logged line (or ``flush()``), so a client that
/// repeats a rejected message cannot flood the log.
struct RejectionLog {
    /// The shortest time between two logged lines.
    static let interval: Duration = .seconds(60)

    private var lastLogged: ContinuousClock.Instant?
    private(set) var suppressed = 0

    /// The line to log for `text` at `now`, or `nil` when it is only counted.
    mutating func record(_ text: String, now: ContinuousClock.Instant) -> String? {
        if let lastLogged, now - lastLogged < Self.interval {
            suppressed += 1
            return nil
        }
        lastLogged = now
        defer { suppressed = 0 }
        return suppressed > 0 ? "\(text) (and \(suppressed) more like it since the last report)" : text
    }

    /// A line counting the occurrences not logged yet, or `nil` when there are none.
    mutating func flush() -> String? {
        guard suppressed > 0 else { return nil }
        defer { suppressed = 0 }
        return "\(suppressed) more not logged individually"
    }
}
