extension ViewGraph {
    /// Reports a diagnostic the first time `key` is seen in this graph (one browser session) and
    /// never again: an unknown symbol name or a missing asset shown by many rows logs one line.
    func reportOnce(_ key: String, _ message: @autoclosure () -> String, kind: Diagnostic.Kind = .other) {
        guard reportedOnce.insert(key).inserted else { return }
        report(kind, message())
    }
}
