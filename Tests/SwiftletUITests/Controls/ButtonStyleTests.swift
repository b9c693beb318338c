import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

/// A style of your own: a capsule that grows while pressed, with the role in its text.
private struct GrowingButton: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(.blue)
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 1.2 : 1)
            .accessibilityIdentifier(configuration.isPressed ? "pressed" : "released")
    }
}

/// A primitive style that runs the action on a double tap only.
private struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onTapGesture(count: 2) { configuration.trigger() }
            .accessibilityIdentifier("double")
    }
}

private struct Styled: View {
    @State private var taps = 0
    @State private var doubles = 0
    @State private var disabled = false

    var body: some View {
        VStack {
            Text("taps \(taps) doubles \(doubles)")
            Button("Grow") { taps += 1 }
                .buttonStyle(GrowingButton())
                .disabled(disabled)
            Button("Off") { disabled.toggle() }
            Button("Twice") { doubles += 1 }
                .buttonStyle(DoubleTapStyle())
            VStack {
                Button("Inner") {}
                Button("Reset") {}.buttonStyle(.bordered)
            }
            .buttonStyle(GrowingButton())
            Button("Prominent") {}.buttonStyle(.borderedProminent)
        }
    }
}

@MainActor
private func button<Root: View>(_ host: HeadlessHost<Root>, _ label: String) throws -> RenderNode {
    try #require(host.graph.tree.allNodes.first { $0.kind == .button && $0.label == label })
}

@MainActor
private func find<Root: View>(_ host: HeadlessHost<Root>, _ identifier: String) -> [RenderNode] {
    host.graph.tree.allNodes.filter { $0.attributes[.identifier] == identifier }
}

private func descendants(of node: RenderNode) -> [RenderNode] {
    node.children.flatMap { [$0] + descendants(of: $0) }
}

@MainActor
@Suite struct ButtonStyleTests {
    @Test func aCustomStyleDrawsTheLabelInsideOneButton() async throws {
        let host = HeadlessHost(Styled())
        let grow = try button(host, "Grow")
        #expect(grow.attributes[.buttonStyle] == "custom")
        // The style's content (the label with its padding, background, capsule) is inside the button.
        let content = try #require(descendants(of: grow).first { $0.attributes[.identifier] == "released" })
        #expect(content.attributes[.clipShape] != nil)
        #expect(descendants(of: grow).contains { $0.kind == .button } == false)
        #expect(host.graph.tree.allNodes.contains { $0.kind == .text && $0.text == "Grow" })
        try await host.tap("Grow")
        #expect(host.graph.tree.allNodes.contains { $0.text == "taps 1 doubles 0" })
    }

    @Test func pressingRerunsOnlyTheStyleBodyWithIsPressed() async throws {
        let host = HeadlessHost(Styled())
        let grow = try button(host, "Grow")
        host.evaluations.reset()
        try await host.send(.gesture(grow.id, GestureInput(kind: .press, phase: .began)))
        #expect(find(host, "pressed").count == 1)
        #expect(find(host, "pressed").first?.attributes[.scaleEffect] != nil)
        #expect(host.evaluations.count(of: StyledButtonContent.self) == 1)
        #expect(host.evaluations.count(of: Styled.self) == 0)
        // A repeated report changes nothing.
        try await host.send(.gesture(grow.id, GestureInput(kind: .press, phase: .began)))
        #expect(host.evaluations.count(of: StyledButtonContent.self) == 1)
        try await host.send(.gesture(grow.id, GestureInput(kind: .press, phase: .ended)))
        #expect(find(host, "pressed").isEmpty)
        #expect(host.evaluations.count(of: StyledButtonContent.self) == 2)
        #expect(host.evaluations.total == 2)
    }

    @Test func theStyleAppliesToEveryButtonBelowUntilABuiltInStyle() async throws {
        let host = HeadlessHost(Styled())
        #expect(try button(host, "Inner").attributes[.buttonStyle] == "custom")
        #expect(try button(host, "Reset").attributes[.buttonStyle] == "bordered")
        #expect(try button(host, "Prominent").attributes[.buttonStyle] == "borderedProminent")
        #expect(try button(host, "Off").attributes[.buttonStyle] == nil)
    }

    @Test func aDisabledStyledButtonRefusesTaps() async throws {
        let host = HeadlessHost(Styled())
        try await host.tap("Off")
        let grow = try button(host, "Grow")
        #expect(grow.attributes[.disabled] == "true")
        #expect(throws: HostEventError.self) { try host.graph.send(.tap(grow.id)) }
        #expect(throws: HostEventError.self) {
            try host.graph.send(.gesture(grow.id, GestureInput(kind: .press, phase: .began)))
        }
    }

    @Test func aPrimitiveStyleDecidesWhenTheActionRuns() async throws {
        let host = HeadlessHost(Styled())
        #expect(host.graph.tree.allNodes.contains { $0.kind == .button && $0.label == "Twice" } == false)
        let double = try #require(find(host, "double").first)
        try await host.send(.gesture(double.id, GestureInput(kind: .tap, phase: .ended, count: 1)))
        #expect(host.graph.tree.allNodes.contains { $0.text == "taps 0 doubles 0" })
        try await host.send(.gesture(double.id, GestureInput(kind: .tap, phase: .ended, count: 2)))
        #expect(host.graph.tree.allNodes.contains { $0.text == "taps 0 doubles 1" })
    }

    @Test func aPressOnAnUnstyledButtonIsRefused() async throws {
        let host = HeadlessHost(Styled())
        let off = try button(host, "Off")
        #expect(throws: HostEventError.self) {
            try host.graph.send(.gesture(off.id, GestureInput(kind: .press, phase: .began)))
        }
    }
}
