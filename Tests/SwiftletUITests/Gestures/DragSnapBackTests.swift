import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

/// A card that follows the drag and springs back when it is let go, written as SwiftUI code does.
private struct SnapBackCard: View {
    @GestureState(resetTransaction: Transaction(animation: .spring(duration: 0.4, bounce: 0.3)))
    private var dragOffset = CGSize.zero

    var body: some View {
        Text("card")
            .offset(dragOffset)
            .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
            .accessibilityIdentifier("card")
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct DragSnapBackTests {
    private func drag(_ phase: GestureInput.Phase, _ x: Double, _ y: Double) -> GestureInput {
        GestureInput(kind: .drag, phase: phase, location: CGPoint(x: x, y: y), startLocation: .zero)
    }

    @Test func theDragFollowsInstantlyAndTheReleaseSpringsBackInTheResetTransaction() async throws {
        let host = HeadlessHost(SnapBackCard())
        let card = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == "card" })
        try await host.send(.gesture(card.id, drag(.changed, 40, 10)))
        let following = try #require(host.updates.last)
        #expect(
            following.operations.contains { if case .setAttribute(_, .offset, "40 10") = $0 { true } else { false } })
        #expect(following.animations.isEmpty)

        try await host.send(.gesture(card.id, drag(.ended, 40, 10)))
        let released = try #require(host.updates.last)
        #expect(released.operations.contains { if case .setAttribute(_, .offset, "0 0") = $0 { true } else { false } })
        #expect(released.animations.map(\.animation) == [.spring(duration: 0.4, bounce: 0.3)])
    }
}
