import Foundation
import SwiftletTesting
import SwiftletUI
import Testing

private struct Row: Identifiable, Equatable {
    let id: UUID
    let name: String
    var progress: Double
}

@MainActor
private final class Rows: ObservableObject {
    @Published var rows = [Row(id: UUID(), name: "a", progress: 0), Row(id: UUID(), name: "b", progress: 0)]
}

private struct RowsView: View {
    @ObservedObject var model: Rows

    var body: some View {
        VStack {
            ForEach(model.rows, id: \.id) { row in
                VStack {
                    Text(row.name)
                    ProgressView(value: row.progress).accessibilityIdentifier("progress-\(row.name)")
                }
            }
        }
    }
}

/// A row whose value changes (same id, same position) shows its new value in the same tick: the
/// keyed diff keeps the node and hands it the new row value.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct RowValueUpdateTests {
    @Test func aChangedRowValueReachesItsProgressView() async throws {
        let model = Rows()
        let host = HeadlessHost(RowsView(model: model))
        func progress(_ name: String) -> String? {
            host.graph.tree.visibleNodes.first { $0.attributes["identifier"] == "progress-\(name)" }?
                .attributes["value"]
        }
        let before = progress("b")
        model.rows[1].progress = 0.25
        await host.settle()
        #expect(progress("b") != before)
        #expect(progress("b") == "0.25")
    }
}
