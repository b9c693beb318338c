import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

/// The state is read only inside the `ForEach`'s row closure, never by the body itself.
private struct DimmableRows: View {
    @State private var dimmed = false
    let items = ["one", "two"]
    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in
                Text(item).opacity(dimmed ? 0.4 : 1)
            }
            Button("dim") { dimmed.toggle() }
        }
    }
}

@MainActor
@Suite struct ForEachClosureReadTests {
    @Test func aStateReadOnlyInARowClosureStillUpdatesTheRows() async throws {
        let host = HeadlessHost(DimmableRows())
        let before = host.evaluations.count(of: DimmableRows.self)
        try await host.tap("dim")
        let one = try #require(host.graph.tree.allNodes.first { $0.text == "one" })
        #expect(one.attributes[.opacity] == "0.4")
        // The view that owns the state and wrote the ForEach runs once, as for a read in its body.
        #expect(host.evaluations.count(of: DimmableRows.self) == before + 1)
        try await host.tap("dim")
        #expect(host.graph.tree.allNodes.first { $0.text == "two" }?.attributes[.opacity] == "1")
    }
}
