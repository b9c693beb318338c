/// The ids of consecutive rows of a keyed container, kept in the id type of their `ForEach`, so the
/// keyed diff compares and hashes `Int`s or `UUID`s, not `AnyHashable` boxes.
@MainActor
protocol RowIDs {
    /// How many ids.
    var count: Int { get }
    /// The data row of the id at `index` (rows with duplicate ids are left out, so it may differ).
    func row(at index: Int) -> Int
    /// The id at `index`, for identity paths and diagnostics.
    func id(at index: Int) -> AnyHashable
    /// The same ids with later duplicates dropped; `report` is called once per dropped row.
    func deduplicated(report: (AnyHashable) -> Void) -> any RowIDs
    /// Runs the keyed diff from `old` (the ids the container shows now) to these ids.
    func reconcile(from old: any RowIDs, children: inout [Node], context: KeyedDiffContext) -> any RowIDs
}

/// Row ids of one `Hashable` type, with the data row of each.
struct TypedRowIDs<ID: Hashable>: RowIDs {
    var ids: [ID]
    /// The data row of each id; nil when row `index` is `firstRow + index` (no duplicates dropped).
    var rows: [Int]?
    var firstRow: Int

    init(ids: [ID], firstRow: Int) {
        self.ids = ids
        self.firstRow = firstRow
    }

    var count: Int { ids.count }

    func row(at index: Int) -> Int { rows?[index] ?? firstRow + index }

    func id(at index: Int) -> AnyHashable { AnyHashable(ids[index]) }

    func deduplicated(report: (AnyHashable) -> Void) -> any RowIDs {
        var seen = Set<ID>(minimumCapacity: ids.count)
        var kept: [ID] = []
        var keptRows: [Int] = []
        kept.reserveCapacity(ids.count)
        keptRows.reserveCapacity(ids.count)
        var dropped = false
        for index in ids.indices {
            if seen.insert(ids[index]).inserted {
                kept.append(ids[index])
                keptRows.append(row(at: index))
            } else {
                dropped = true
                report(AnyHashable(ids[index]))
            }
        }
        guard dropped else { return self }
        var result = TypedRowIDs(ids: kept, firstRow: firstRow)
        result.rows = keptRows
        return result
    }

    func reconcile(from old: any RowIDs, children: inout [Node], context: KeyedDiffContext) -> any RowIDs {
        KeyedDiff<ID>.run(from: old as? TypedRowIDs<ID>, to: self, children: &children, context: context)
    }
}
