extension ViewGraph {
    /// Reports a diagnostic the first time `key` is seen in this graph (one browser session) and
    /// never again: an unknown symbol name or a missing asset shown by many rows logs one line.
    func reportOnce(_ key: String, _ message: @autoclosure () -> String, kind: Diagnostic.Kind = .other) {
        guard reportedOnce.keys.insert(key).inserted else { return }
        report(kind, message())
    }
}

/// What a graph's once-only diagnostics have already reported, so that a problem repeated by many
/// rows logs one line per graph.
struct ReportedOnce {
    /// The keys `reportOnce` has seen.
    var keys: Set<String> = []
    /// The bad layout values already reported (`reportLayoutOnce`), by message.
    var layoutProblems: Set<String> = []
    /// Whether a `badGeometry` diagnostic was reported (`reportBadGeometry`: the first only).
    var badGeometry = false
}
