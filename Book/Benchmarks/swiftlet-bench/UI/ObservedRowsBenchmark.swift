import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// S8-style updates: two observed rows change per tick in lazy lists of 1k, 10k and 100k rows.
/// The cost must follow what changed (2 bodies), not the list size.
@MainActor
enum ObservedRowsBenchmark {
    final class RowModel: ObservableObject, Identifiable {
        let id: Int
        @Published var isActive = false
        init(id: Int) { self.id = id }
    }

    final class RowsModel: ObservableObject {
        @Published var rows: [RowModel]
        private var active = 0
        init(count: Int) { rows = (0..<count).map(RowModel.init) }

        /// Deactivates the active row and activates the next one (within the visible window).
        func activateNext() {
            rows[active].isActive = false
            active = (active + 1) % 5
            rows[active].isActive = true
        }
    }

    struct Cell: View {
        @ObservedObject var row: RowModel
        var body: some View {
            HStack {
                Text("row \(row.id)").bold()
                Text(row.isActive ? "active" : "idle")
            }
        }
    }

    struct Screen: View {
        @ObservedObject var model: RowsModel
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(model.rows) { Cell(row: $0) }
                }
            }
        }
    }

    static func run(quick: Bool, sizes: [Int] = [1_000, 10_000, 100_000]) {
        print("S8-style update of 2 observed rows per tick (lazy list, 20-row window):")
        let iterations = quick ? 50 : 500
        for count in sizes {
            let model = RowsModel(count: count)
            let graph = ViewGraph(Screen(model: model), visibleRows: 20)
            graph.schedulesTicks = false
            graph.evaluations.keepsEntries = false
            var operations = 0
            graph.onTick = { operations += $0.operations.count }
            graph.evaluations.reset()
            var measurement = Measurement()
            for _ in 0..<iterations {
                model.activateNext()
                measurement.time { graph.tick() }
            }
            report(
                "\(count) rows", measurement.median, bodies: Double(graph.evaluations.total) / Double(iterations),
                operations: Double(operations) / Double(iterations))
        }
    }
}
