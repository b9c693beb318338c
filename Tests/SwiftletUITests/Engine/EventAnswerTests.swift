@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Tally: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }
            Button("Nothing") {}
        }
    }
}

/// A host learns which tick shows what an event did: the reply it named travels with that tick,
/// and an event that changed nothing is reported unanswered once the graph has settled.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EventAnswerTests {
    @Test func theTickThatShowsAnEventsEffectCarriesItsReply() async throws {
        let host = HeadlessHost(Tally())
        let add = try host.control(.button, labelled: "Add")
        let before = host.updates.count
        try host.graph.send(.tap(add.id), reply: 7)
        await host.settle()
        let answering = host.updates.dropFirst(before)
        #expect(answering.map(\.answers) == [[7]])
        #expect(answering.first?.operations.isEmpty == false)
        #expect(!host.graph.takeUnanswered(7))
    }

    @Test func anEventThatChangesNothingIsUnansweredOnce() async throws {
        let host = HeadlessHost(Tally())
        let nothing = try host.control(.button, labelled: "Nothing")
        let before = host.updates.count
        try host.graph.send(.tap(nothing.id), reply: 3)
        await host.settle()
        #expect(host.updates.count == before)
        #expect(host.graph.takeUnanswered(3))
        #expect(!host.graph.takeUnanswered(3))
    }

    @Test func twoEventsBeforeOneTickAreAnsweredTogetherInOrder() async throws {
        let host = HeadlessHost(Tally())
        let add = try host.control(.button, labelled: "Add")
        let before = host.updates.count
        try host.graph.send(.tap(add.id), reply: 1)
        try host.graph.send(.tap(add.id), reply: 2)
        await host.settle()
        #expect(host.updates.dropFirst(before).map(\.answers) == [[1, 2]])
        #expect(host.graph.tree.snapshot().contains("count 2"))
    }

    @Test func aRefusedEventIsAnsweredByNoTick() async throws {
        let host = HeadlessHost(Tally())
        let text = try #require(host.graph.tree.allNodes.first { $0.kind == .text })
        #expect(throws: HostEventError.self) { try host.graph.send(.toggle(text.id, true), reply: 5) }
        await host.settle()
        #expect(!host.graph.takeUnanswered(5))
    }
}
