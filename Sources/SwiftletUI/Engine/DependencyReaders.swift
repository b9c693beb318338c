/// The nodes that read one tracked value (a `@State` box, an environment key) in their latest
/// evaluation. A write invalidates exactly those nodes; records from older evaluations are dropped.
@MainActor
struct DependencyReaders {
    private var readers: [ObjectIdentifier: DependencyToken] = [:]

    /// Records the node being evaluated now (if any) as a reader.
    mutating func recordCurrentReader() {
        guard let node = Tracking.current else { return }
        readers[ObjectIdentifier(node)] = node.dependencyToken
    }

    /// Invalidates every live reader with `reason` and forgets all records (readers re-register when
    /// they run again).
    mutating func invalidateAll(_ reason: EvaluationReason) {
        guard !readers.isEmpty else { return }
        let current = readers
        readers.removeAll(keepingCapacity: true)
        for token in current.values {
            token.liveNode?.invalidate(reason)
        }
    }

    var isEmpty: Bool { readers.isEmpty }
}
