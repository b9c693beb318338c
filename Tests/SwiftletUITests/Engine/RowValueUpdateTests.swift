import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
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

/// A row that compares equal by its own `==` (the title) but carries a field `==` ignores.
private struct TitledRow: View, Equatable {
    let title: String
    let suffix: String
    @State private var presses = 0

    nonisolated static func == (lhs: TitledRow, rhs: TitledRow) -> Bool { lhs.title == rhs.title }

    var body: some View {
        Button("\(title) \(presses) \(suffix)") { presses += 1 }
    }
}

@MainActor
private final class Suffix: ObservableObject {
    @Published var value = "old"
}

private struct TitledRows: View {
    @ObservedObject var model: Suffix

    var body: some View {
        VStack {
            ForEach(["a", "b"], id: \.self) { title in
                TitledRow(title: title, suffix: model.value)
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
            host.graph.tree.visibleNodes.first { $0.attributes[.identifier] == "progress-\(name)" }?
                .attributes[.value]
        }
        let before = progress("b")
        model.rows[1].progress = 0.25
        await host.settle()
        #expect(progress("b") != before)
        #expect(progress("b") == "0.25")
    }

    /// An equal row is not evaluated, but it keeps the newest value: when its own state runs its
    /// body later, the body reads the field that changed meanwhile.
    @Test func anEqualRowKeepsTheNewestValueForItsNextEvaluation() async throws {
        let model = Suffix()
        let host = HeadlessHost(TitledRows(model: model))
        try await host.tap("a 0 old")
        model.value = "new"
        await host.settle()
        // `==` said equal: the rows did not run, so they still show the old suffix.
        #expect(host.evaluations.count(of: TitledRow.self) == 3)
        try await host.tap("b 0 old")
        try await host.tap("a 1 old")
        #expect(host.evaluations.count(of: TitledRow.self) == 5)
        try await host.tap("b 1 new")
        try await host.tap("a 2 new")
    }
}
