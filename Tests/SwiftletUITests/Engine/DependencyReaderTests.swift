@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@MainActor
private final class Clock: ObservableObject {
    @Published var now = 0
}

/// Reads the environment and an observed clock: the clock runs it again and again, which records it
/// as a reader of `isEnabled` each time; only its latest record counts.
private struct EnabledLabel: View {
    @Environment(\.isEnabled) private var isEnabled
    @ObservedObject var clock: Clock
    let index: Int

    var body: some View { Text("\(index) \(isEnabled ? "on" : "off") \(clock.now)") }
}

private struct EnabledLabels: View {
    let clock: Clock
    @State private var disabled = false

    var body: some View {
        VStack {
            Button("toggle") { disabled.toggle() }
            VStack {
                ForEach(0..<100, id: \.self) { EnabledLabel(clock: clock, index: $0) }
            }
            .disabled(disabled)
        }
    }
}

/// The records of who read a value stay exact while readers run many times: stale records are
/// dropped as the list grows, live ones never.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct DependencyReaderTests {
    @Test func readersThatRanManyTimesAllSeeTheNextChangeOnce() async throws {
        let clock = Clock()
        let host = HeadlessHost(EnabledLabels(clock: clock))
        // 100 labels run 20 more times each: 2,100 reads of `isEnabled` under `.disabled`.
        for tick in 1...20 {
            clock.now = tick
            await host.settle()
        }
        #expect(host.evaluations.count(of: EnabledLabel.self) == 2_100)
        try await host.tap("toggle")
        // Every label runs once more (it compares equal to its old value: only its reading of the
        // environment makes it run) and shows the new value.
        #expect(host.evaluations.count(of: EnabledLabel.self) == 2_200)
        let texts = host.graph.tree.visibleNodes.compactMap(\.text).filter { $0.hasSuffix(" off 20") }
        #expect(texts.count == 100)
    }
}
