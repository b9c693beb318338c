import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private struct Rows: View {
    @State private var dimmed = false
    var body: some View {
        let opacity = dimmed ? 0.5 : 1
        return VStack {
            Button("dim") { withAnimation(.easeInOut(duration: 0.5)) { dimmed.toggle() } }
            Button("jump") { dimmed.toggle() }
            ForEach(0..<100, id: \.self) { index in
                Text("Row \(index)").opacity(opacity)
            }
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct AnimationFrameTests {
    private func tree() -> RenderNode {
        RenderNode(
            id: NodeID(1), kind: .root,
            children: (0..<3).map { RenderNode(id: NodeID(101 + $0), kind: .text, text: "row \($0)") })
    }

    @Test func animatedRunsAreFramedByMarkersAndTheRestStaysInstant() throws {
        var shadow = ShadowTree(tree())
        let update = TickUpdate(
            tick: 2, operations: [.setText(NodeID(101), "a"), .setText(NodeID(102), "b"), .setText(NodeID(103), "c")],
            animations: [AnimatedOperations(range: 1..<2, animation: .linear(duration: 1))])
        let changes = try shadow.apply(update)
        let timing = Animation.linear(duration: 1).timing
        #expect(
            changes == [
                .setText(target: "n101", text: "a"), .beginAnimation(timing), .setText(target: "n102", text: "b"),
                .endAnimation, .setText(target: "n103", text: "c"),
            ])
        let json = ServerFrame.tick(sequence: 2, changes: changes, replyTo: []).json
        #expect(
            json
                == #"{"seq":2,"ops":[["text","n101","a"],["anim",{"d":1,"dl":0,"n":1,"alt":0,"e":"linear"}],["text","n102","b"],["anim"],["text","n103","c"]]}"#
        )
    }

    @Test func aRunThatChangesNothingTheBrowserShowsSendsNoMarkers() throws {
        var shadow = ShadowTree(tree())
        let update = TickUpdate(
            tick: 2, operations: [.setText(NodeID(101), "row 0")],
            animations: [AnimatedOperations(range: 0..<1, animation: .bouncy)])
        #expect(try shadow.apply(update) == [])
    }

    @Test func springsTravelAsASampledLinearEasingAndRepeatsAsPasses() {
        let spring = Animation.bouncy.timing
        #expect(spring.cssEasing.hasPrefix("linear(0,"))
        #expect(spring.cssEasing.hasSuffix(",1)"))
        var writer = JSONWriter()
        writer.animation(Animation.easeIn(duration: 2).delay(0.25).repeatForever(autoreverses: true).timing)
        #expect(writer.output == #"["anim",{"d":2,"dl":0.25,"n":-1,"alt":1,"e":"cubic-bezier(0.42,0,1,1)"}"#)
    }

    @Test func transitionsBecomeValidatedCSSStates() {
        func mapped(_ transition: AnyTransition) -> String? {
            let host = HeadlessHost(Text("x").transition(transition))
            let node = host.graph.tree.children[0]
            return DOMMapping.element(for: node).attribute("data-transition")
        }
        #expect(mapped(.opacity) == "opacity:0.0|opacity:0.0|")
        #expect(mapped(.scale) == "scale:0.0 0.0|scale:0.0 0.0|")
        #expect(mapped(.slide) == "translate:-100% 0|translate:100% 0|")
        #expect(mapped(.offset(x: 20, y: -8)) == "translate:20px -8px|translate:20px -8px|")
        #expect(
            mapped(.scale(scale: 0.5, anchor: .topLeading))
                == "scale:0.5 0.5;transform-origin:0.0% 0.0%|scale:0.5 0.5;transform-origin:0.0% 0.0%|")
        #expect(mapped(.identity) == "||")
        let host = HeadlessHost(Text("x").transition(.opacity.animation(.linear(duration: 2))))
        let element = DOMMapping.element(for: host.graph.tree.children[0])
        #expect(element.attribute("data-transition-animation") == "2|0|1|0|linear")
        // The engine's JSON never reaches the page as it is.
        #expect(element.attribute("data-transition")?.contains("{") == false)
    }

    @Test func animatingAHundredRowsCostsOneFrameWithOneMarkerPair() async throws {
        let host = HeadlessHost(Rows())
        var translator = FrameTranslator(host.graph.tree)
        try await host.tap("dim")
        #expect(host.updates.count == 1)
        let frame = try translator.frame(for: try #require(host.updates.first), sequence: 1).json
        #expect(frame.components(separatedBy: #"["anim""#).count - 1 == 2)
        #expect(frame.components(separatedBy: #"["attr""#).count - 1 == 100)

        try await host.tap("jump")
        let instant = try translator.frame(for: try #require(host.updates.last), sequence: 2).json
        #expect(!instant.contains("anim"))
        // The animation adds one marker pair to the frame, whatever the number of rows.
        #expect(frame.utf8.count - instant.utf8.count < 120)
    }
}
