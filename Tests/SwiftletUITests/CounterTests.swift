@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Label: View {
    let title: String
    var body: some View { Text(title) }
}

private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 4) {
            Text("count: \(count)")
            Label(title: "static")
            Button("increment") { count += 1 }
        }
    }
}

@MainActor
@Suite struct CounterTests {
    @Test func mountEvaluatesEachBodyOnceAndRendersTheTree() {
        let host = HeadlessHost(Counter())
        #expect(host.evaluations.count(of: Counter.self) == 1)
        #expect(host.evaluations.count(of: Label.self) == 1)
        #expect(host.snapshot() == "VStack\n  count: 0\n  static\n  [increment]")
    }

    @Test func tapReevaluatesOnlyTheOwner() async throws {
        let host = HeadlessHost(Counter())
        host.evaluations.reset()
        try await host.tap("increment")
        #expect(host.evaluations.count(of: Counter.self) == 1)
        #expect(host.evaluations.count(of: Label.self) == 0)
        #expect(host.snapshot().contains("count: 1"))
        #expect(host.updates.last?.operations.count == 1)
    }
}
