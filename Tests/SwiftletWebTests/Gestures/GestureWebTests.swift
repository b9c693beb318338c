import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// A card that follows a drag through `@GestureState` and keeps its place.
private struct DraggableCard: View {
    @GestureState private var drag = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        Text("card")
            .offset(x: position.width + drag.width, y: position.height + drag.height)
            .gesture(
                DragGesture()
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
            )
            .accessibilityIdentifier("card")
    }
}

@MainActor
@Suite struct GestureWebTests {
    @Test func gestureMessagesDecodeIntoEngineInput() throws {
        let message = try ClientMessage.decode(
            #"{"ev":"gesture","id":7,"ref":3,"g":{"k":"drag","p":"changed","x":40.5,"y":2,"sx":0.5,"sy":2,"gx":140.5,"gy":52,"gsx":100.5,"gsy":52,"t":1500,"vx":120,"vy":-4}}"#
        )
        let input = GestureInput(
            kind: .drag, phase: .changed, location: CGPoint(x: 40.5, y: 2), startLocation: CGPoint(x: 0.5, y: 2),
            globalLocation: CGPoint(x: 140.5, y: 52), globalStartLocation: CGPoint(x: 100.5, y: 52),
            time: Date(timeIntervalSince1970: 1.5), velocity: CGSize(width: 120, height: -4))
        #expect(message == .event(.gesture(NodeID(7), input), ref: 3))
        #expect(
            try ClientMessage.decode(#"{"ev":"gesture","id":7,"g":{"k":"tap","p":"ended","n":2}}"#)
                == .event(.gesture(NodeID(7), GestureInput(kind: .tap, phase: .ended, count: 2)), ref: nil))
        #expect(
            try ClientMessage.decode(#"{"ev":"gesture","id":7,"g":{"k":"longPress","d":0.5}}"#)
                == .event(.gesture(NodeID(7), GestureInput(kind: .longPress, duration: 0.5)), ref: nil))
    }

    @Test(arguments: [
        #"{"ev":"gesture","id":7}"#, #"{"ev":"gesture","id":7,"g":{"k":"swipe"}}"#,
        #"{"ev":"gesture","id":7,"g":{"k":"drag","p":"wobbling"}}"#,
        #"{"ev":"gesture","id":7,"g":{"k":"drag","x":"1"}}"#,
        #"{"ev":"gesture","id":7,"g":{"k":"drag","x":1e400}}"#, #"{"ev":"gesture","g":{"k":"tap"}}"#,
        #"{"ev":"gesture","id":7,"g":[]}"#,
    ])
    func malformedGestureMessagesAreRejected(_ text: String) {
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(text) }
    }

    @Test func offsetBecomesATranslateAndHitTestingPointerEvents() {
        let moved = DOMMapping.shell(
            id: NodeID(3), kind: .text, text: "x", attributes: [.offset: "12 -4.5", .gestures: "drag:10"])
        #expect(moved.attribute("style") == "translate:12px -4.5px")
        #expect(moved.attribute("data-gestures") == "drag:10")
        let ghost = DOMMapping.shell(id: NodeID(3), kind: .text, text: "x", attributes: [.allowsHitTesting: "false"])
        #expect(ghost.attribute("style") == "pointer-events:none")
        #expect(ghost.attribute("data-allows-hit-testing") == nil)
        for bad in ["nan 1", "1", "1 2 3", "inf 0", "99999 0", "1px 2"] {
            let shell = DOMMapping.shell(id: NodeID(3), kind: .text, text: "x", attributes: [.offset: bad])
            #expect(shell.attribute("style") == nil, "\(bad)")
        }
    }

    @Test func aDragMessageMovesTheElementInTheFrameThatAnswersIt() async throws {
        let registry = makeTestRegistry()
        let app = WebApp(name: "card", title: "Card", summary: "") { DraggableCard() }
        let session = registry.createPending(app)
        let card = try #require(session.graph.tree.allNodes.first { $0.attributes[.identifier] == "card" })
        await session.receive(
            #"{"ev":"gesture","id":\#(card.id.rawValue),"ref":1,"g":{"k":"drag","p":"changed","x":30,"y":5,"sx":0,"sy":0}}"#
        )
        await session.graph.settle()
        let frame = try await nextFrame(session)
        #expect(frame.contains(#"["attr","n\#(card.id.rawValue)","style","translate:30px 5px"]"#))
        #expect(frame.contains(#""refs":[1]"#))
        // A NaN never reaches the engine (JSON has none); an absurd coordinate is refused by it.
        await session.receive(
            #"{"ev":"gesture","id":\#(card.id.rawValue),"ref":2,"g":{"k":"drag","p":"changed","x":1e9,"y":5}}"#)
        await session.graph.settle()
        #expect(try await nextFrame(session).hasPrefix(#"{"ref":2,"error":"event rejected: invalidValue"#))
        registry.close(session)
    }
}
