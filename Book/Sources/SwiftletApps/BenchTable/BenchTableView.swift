@_spi(SwiftletHost) import SwiftletUI

/// The framework benchmark table: six buttons and every row in a plain (not lazy) stack, with the
/// benchmark's identifiers (`run`, `runlots`, `add`, `update`, `clear`, `swaprows`; per row
/// `row-label-<id>`, which selects it, and `row-remove-<id>`). The selected row carries the
/// `isSelected` trait (`data-selected="true"` in the browser).
public struct BenchTableView: View {
    @ObservedObject var model: BenchTableModel

    /// A table showing `model`.
    public init(model: BenchTableModel = BenchTableModel()) {
        self.model = model
    }

    public var body: some View {
        // Read once per body, not once per row: each read of a `@Published` property goes through
        // its key path (17 % of a swap's tick when it was read inside the row closure).
        let selectedID = model.selectedID
        return VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Button("Create 1,000 rows") { model.run() }.accessibilityIdentifier("run")
                Button("Create 10,000 rows") { model.runLots() }.accessibilityIdentifier("runlots")
                Button("Append 1,000 rows") { model.add() }.accessibilityIdentifier("add")
                Button("Update every 10th row") { model.update() }.accessibilityIdentifier("update")
                Button("Clear") { model.clear() }.accessibilityIdentifier("clear")
                Button("Swap Rows") { model.swapRows() }.accessibilityIdentifier("swaprows")
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(model.rows) { row in
                    BenchTableRow(row: row, isSelected: row.id == selectedID, model: model)
                }
            }
            .accessibilityIdentifier("rows")
        }
    }
}

/// One row: its id, its label (a button that selects the row) and a remove button. Holds no
/// closures, so an unchanged row compares equal and its body does not run again.
struct BenchTableRow: View {
    let row: BenchTableRowData
    let isSelected: Bool
    let model: BenchTableModel

    var body: some View {
        HStack(spacing: 8) {
            Text(String(row.id)).accessibilityIdentifier("row-id-\(row.id)")
            Button(row.label) { model.select(row.id) }.accessibilityIdentifier("row-label-\(row.id)")
            Button("×") { model.remove(row.id) }.accessibilityIdentifier("row-remove-\(row.id)")
        }
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}
