extension ViewGraph {
    /// Reports a bad layout value (a negative frame, a NaN position, …) as a `Diagnostic.Kind.other`,
    /// once per graph for each distinct message: a row repeated a thousand times logs one line.
    func reportLayoutOnce(_ message: String) {
        guard reportedOnce.layoutProblems.insert(message).inserted else { return }
        report(.other, message)
    }
}

/// A finite number, or nil (reported once) for NaN and infinities.
@MainActor
func finiteLayoutValue(_ value: Double, _ what: String, in graph: ViewGraph) -> Double? {
    if value.isFinite { return value }
    graph.reportLayoutOnce("\(what) ignored: \(value) is not a finite number")
    return nil
}
