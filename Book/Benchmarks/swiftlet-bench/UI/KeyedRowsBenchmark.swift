import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// Keyed rows in the style of js-framework-benchmark, in a (non-lazy) `VStack`: create 1,000 rows,
/// update every 10th, swap two, remove one, clear.
@MainActor
enum KeyedRowsBenchmark {
    struct RowData: Identifiable, Equatable {
        let id: Int
        var label: String
    }

    final class Store: ObservableObject {
        @Published var rows: [RowData] = []
        private var nextID = 0

        func create(_ count: Int) {
            rows = (0..<count).map { _ in
                nextID += 1
                return RowData(id: nextID, label: "row \(nextID)")
            }
        }

        func updateEveryTenth() {
            for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !!!" }
        }

        func swapRows() {
            guard rows.count > 998 else { return }
            rows.swapAt(1, 998)
        }

        func removeOne() { if rows.count > 1 { rows.remove(at: 1) } }

        func clear() { rows = [] }
    }

    struct Row: View {
        let row: RowData
        var body: some View {
            HStack {
                Text(String(row.id))
                Text(row.label)
                Button("remove") {}
            }
        }
    }

    struct Table: View {
        @ObservedObject var store: Store
        var body: some View {
            VStack {
                ForEach(store.rows) { Row(row: $0) }
            }
        }
    }

    static func run(quick: Bool) {
        print("Keyed rows (js-framework-benchmark style, 1,000 rows in a VStack):")
        let iterations = quick ? 5 : 30
        let steps: [(String, (Store) -> Void, (Store) -> Void)] = [
            ("create 1,000 rows", { $0.clear() }, { $0.create(1_000) }),
            ("update every 10th row", { if $0.rows.isEmpty { $0.create(1_000) } }, { $0.updateEveryTenth() }),
            ("swap rows 2 and 999", { if $0.rows.isEmpty { $0.create(1_000) } }, { $0.swapRows() }),
            ("remove one row", { if $0.rows.count < 999 { $0.create(1_000) } }, { $0.removeOne() }),
            ("clear 1,000 rows", { $0.create(1_000) }, { $0.clear() }),
        ]
        for (name, prepare, action) in steps {
            let store = Store()
            let graph = ViewGraph(Table(store: store))
            graph.schedulesTicks = false
            graph.evaluations.keepsEntries = false
            var measurement = Measurement()
            var bodies = 0
            var operations = 0
            for _ in 0..<iterations {
                prepare(store)
                graph.tick()
                graph.evaluations.reset()
                var produced = 0
                graph.onTick = { produced += $0.operations.count }
                action(store)
                measurement.time { graph.tick() }
                graph.onTick = nil
                bodies += graph.evaluations.total
                operations += produced
            }
            report(
                name, measurement.median, bodies: Double(bodies) / Double(iterations),
                operations: Double(operations) / Double(iterations))
        }
    }
}
