/// The nodes that read one tracked value (a `@State` box, an environment key) in their latest
/// evaluation. A write invalidates exactly those nodes; records from older evaluations are dropped.
///
/// Records are appended (no hashing per read); a node that runs again adds a new record, and the
/// records of earlier evaluations and removed nodes are dropped whenever the list doubles, so it
/// holds at most about twice the live readers.
@MainActor
struct DependencyReaders {
    private var tokens: [DependencyToken] = []
    /// The count at which stale records are dropped next.
    private var compactionCount = 64

    /// Records the node being evaluated now (if any) as a reader.
    mutating func recordCurrentReader() {
        guard let node = Tracking.current else { return }
        // The same evaluation reading again (a body reads a value several times): one record.
        if let last = tokens.last, last.epoch == node.epoch, last.node === node { return }
        if tokens.count >= compactionCount { dropStaleRecords() }
        tokens.append(node.dependencyToken)
    }

    private mutating func dropStaleRecords() {
        var live: [DependencyToken] = []
        live.reserveCapacity(tokens.count)
        for token in tokens where token.liveNode != nil { live.append(token) }
        tokens = live
        compactionCount = max(64, live.count * 2)
    }

    /// Invalidates every live reader with `reason` and forgets all records (readers re-register when
    /// they run again).
    mutating func invalidateAll(_ reason: EvaluationReason) {
        guard !tokens.isEmpty else { return }
        let current = tokens
        tokens.removeAll(keepingCapacity: true)
        compactionCount = 64
        for token in current {
            token.liveNode?.invalidate(reason)
        }
    }

    var isEmpty: Bool { tokens.isEmpty }
}
