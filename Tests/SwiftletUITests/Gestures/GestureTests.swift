import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

/// The canonical drag: a card follows `@GestureState` while dragged and keeps its place on release.
private struct DragBoard: View {
    @GestureState private var drag = CGSize.zero
    @State private var position = CGSize.zero
    @State private var ended = 0

    var body: some View {
        VStack {
            Text("ended \(ended)")
            Text("card")
                .offset(x: position.width + drag.width, y: position.height + drag.height)
                .gesture(
                    DragGesture()
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                            ended += 1
                        }
                )
                .accessibilityIdentifier("card")
        }
    }
}

private struct Taps: View {
    @State private var singles = 0
    @State private var doubles = 0
    @State private var spot = CGPoint.zero

    var body: some View {
        VStack {
            Text("singles \(singles) doubles \(doubles)")
            Text("tile")
                .onTapGesture(count: 2) { doubles += 1 }
                .onTapGesture { singles += 1 }
                .accessibilityIdentifier("tile")
            Text("spot \(Int(spot.x)),\(Int(spot.y))")
                .onTapGesture(coordinateSpace: .global) { location in spot = location }
                .accessibilityIdentifier("spot")
            Text("plain").accessibilityIdentifier("plain")
        }
    }
}

private struct Presses: View {
    @State private var pressing = false
    @State private var fired = 0
    @GestureState private var detecting = false

    var body: some View {
        VStack {
            Text("pressing \(pressing) fired \(fired) detecting \(detecting)")
            Text("hold")
                .onLongPressGesture(minimumDuration: 1) {
                    fired += 1
                } onPressingChanged: {
                    pressing = $0
                }
                .accessibilityIdentifier("hold")
            Text("detect")
                .gesture(
                    LongPressGesture(minimumDuration: 2).updating($detecting) { current, state, _ in state = current }
                )
                .accessibilityIdentifier("detect")
        }
    }
}

private struct Hovers: View {
    @State private var inside = false
    @State private var phase = HoverPhase.ended

    private var phaseText: String {
        switch phase {
        case .active(let point): "at \(Int(point.x)),\(Int(point.y))"
        case .ended: "ended"
        }
    }

    var body: some View {
        VStack {
            Text("inside \(inside) \(phaseText)")
            Text("area")
                .onHover { inside = $0 }
                .onContinuousHover { phase = $0 }
                .accessibilityIdentifier("area")
        }
    }
}

private struct Combined: View {
    @State private var log: [String] = []
    @GestureState private var stage = "idle"

    var body: some View {
        VStack {
            Text(log.joined(separator: ",") + " stage \(stage)")
            Text("combo")
                .gesture(TapGesture().onEnded { log.append("normal") })
                .highPriorityGesture(TapGesture().onEnded { log.append("high") })
                .simultaneousGesture(TapGesture().onEnded { log.append("simultaneous") })
                .accessibilityIdentifier("combo")
            Text("sequence")
                .gesture(
                    LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
                        .updating($stage) { value, state, _ in
                            switch value {
                            case .first: state = "pressing"
                            case .second(_, let drag):
                                state = drag.map { "dragging \(Int($0.translation.width))" } ?? "ready"
                            }
                        }
                        .onEnded { _ in log.append("dropped") }
                )
                .accessibilityIdentifier("sequence")
            Text("either")
                .gesture(
                    TapGesture(count: 2).map { "double" }.exclusively(before: TapGesture().map { "single" })
                        .onEnded { value in
                            switch value {
                            case .first(let name), .second(let name): log.append(name)
                            }
                        }
                )
                .accessibilityIdentifier("either")
        }
    }
}

private struct Placed: View {
    var body: some View {
        VStack {
            Text("moved").offset(x: 12, y: -4.5).accessibilityIdentifier("moved")
            Text("ghost").allowsHitTesting(false).accessibilityIdentifier("ghost")
            Text("broken").offset(CGSize(width: CGFloat.nan, height: 1)).accessibilityIdentifier("broken")
        }
    }
}

@MainActor
private func node<Root: View>(_ host: HeadlessHost<Root>, _ identifier: String) throws -> RenderNode {
    try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == identifier })
}

@MainActor
private func drag(_ phase: GestureInput.Phase, _ x: Double, _ y: Double) -> GestureInput {
    GestureInput(kind: .drag, phase: phase, location: CGPoint(x: x, y: y), startLocation: .zero)
}

@MainActor
@Suite struct GestureTests {
    @Test func aDragMovesTheOffsetWhileDraggedAndKeepsItOnRelease() async throws {
        let host = HeadlessHost(DragBoard())
        let card = try node(host, "card")
        #expect(card.attributes[.gestures] == "drag:10")
        #expect(card.attributes[.offset] == "0 0")
        // Below the minimum distance nothing happens and no body runs.
        try await host.send(.gesture(card.id, drag(.changed, 5, 0)))
        #expect(host.evaluations.count(of: DragBoard.self) == 1)
        try await host.send(.gesture(card.id, drag(.changed, 30, 0)))
        #expect(try node(host, "card").attributes[.offset] == "30 0")
        try await host.send(.gesture(card.id, drag(.changed, 50, 10)))
        #expect(try node(host, "card").attributes[.offset] == "50 10")
        try await host.send(.gesture(card.id, drag(.ended, 60, 10)))
        #expect(try node(host, "card").attributes[.offset] == "60 10")
        #expect(host.snapshot().contains("ended 1"))
        // Mount, two changes, and the end (the reset and the new position in one tick).
        #expect(host.evaluations.count(of: DragBoard.self) == 4)
        // A second drag starts from the kept position; a cancelled one snaps back.
        try await host.send(.gesture(card.id, drag(.changed, 0, 40)))
        #expect(try node(host, "card").attributes[.offset] == "60 50")
        try await host.send(.gesture(card.id, drag(.cancelled, 0, 40)))
        #expect(try node(host, "card").attributes[.offset] == "60 10")
        #expect(host.snapshot().contains("ended 1"))
    }

    @Test func dragValuesCarryTranslationVelocityAndPrediction() {
        let value = DragGesture.Value(
            time: Date(timeIntervalSince1970: 5), location: CGPoint(x: 30, y: 40), startLocation: CGPoint(x: 10, y: 10),
            velocity: CGSize(width: 100, height: 0))
        #expect(value.translation == CGSize(width: 20, height: 30))
        #expect(abs(value.predictedEndTranslation.width - (20 + 100 * DragGesture.Value.projection)) < 1e-9)
        #expect(value.predictedEndLocation.y == 40)
    }

    @Test func aDoubleTapCountsOnceAsADoubleAndASingleTapAsASingle() async throws {
        let host = HeadlessHost(Taps())
        let tile = try node(host, "tile")
        #expect(tile.attributes[.gestures] == "tap:2 tap:1")
        try await host.send(.gesture(tile.id, GestureInput(kind: .tap, phase: .ended, count: 2)))
        #expect(host.snapshot().contains("singles 0 doubles 1"))
        try await host.send(.gesture(tile.id, GestureInput(kind: .tap, phase: .ended, count: 1)))
        #expect(host.snapshot().contains("singles 1 doubles 1"))
        let spot = try node(host, "spot")
        try await host.send(
            .gesture(
                spot.id,
                GestureInput(
                    kind: .tap, phase: .ended, location: CGPoint(x: 3, y: 4), globalLocation: CGPoint(x: 103, y: 204))))
        #expect(host.snapshot().contains("spot 103,204"))
    }

    @Test func aLongPressFiresAfterItsDurationAndReportsPressing() async throws {
        let host = HeadlessHost(Presses())
        let hold = try node(host, "hold")
        #expect(hold.attributes[.gestures] == "press:1:10")
        try await host.send(.gesture(hold.id, GestureInput(kind: .press, phase: .began)))
        #expect(host.snapshot().contains("pressing true fired 0"))
        // Another duration is not this gesture's.
        try await host.send(.gesture(hold.id, GestureInput(kind: .longPress, duration: 2)))
        #expect(host.snapshot().contains("fired 0"))
        try await host.send(.gesture(hold.id, GestureInput(kind: .longPress, duration: 1)))
        #expect(host.snapshot().contains("pressing true fired 1"))
        try await host.send(.gesture(hold.id, GestureInput(kind: .press, phase: .ended)))
        #expect(host.snapshot().contains("pressing false fired 1"))

        let detect = try node(host, "detect")
        try await host.send(.gesture(detect.id, GestureInput(kind: .press, phase: .began)))
        #expect(host.snapshot().contains("detecting true"))
        // Released early: the gesture fails and its state goes back.
        try await host.send(.gesture(detect.id, GestureInput(kind: .press, phase: .ended)))
        #expect(host.snapshot().contains("detecting false"))
    }

    @Test func hoverReportsEnteringMovingAndLeaving() async throws {
        let host = HeadlessHost(Hovers())
        let area = try node(host, "area")
        #expect(area.attributes[.gestures] == "hover@s hoverMove@s")
        try await host.send(.gesture(area.id, GestureInput(kind: .hover, phase: .began, location: CGPoint(x: 1, y: 2))))
        #expect(host.snapshot().contains("inside true at 1,2"))
        try await host.send(
            .gesture(area.id, GestureInput(kind: .hover, phase: .changed, location: CGPoint(x: 5, y: 6))))
        #expect(host.snapshot().contains("inside true at 5,6"))
        try await host.send(.gesture(area.id, GestureInput(kind: .hover, phase: .ended)))
        #expect(host.snapshot().contains("inside false ended"))
    }

    @Test func priorityCompositionAndSequencesFollowSwiftUI() async throws {
        let host = HeadlessHost(Combined())
        let combo = try node(host, "combo")
        #expect(combo.attributes[.gestures] == "tap:1 tap:1@h tap:1@s")
        try await host.send(.gesture(combo.id, GestureInput(kind: .tap, phase: .ended)))
        #expect(host.snapshot().contains("high,simultaneous stage idle"))

        let sequence = try node(host, "sequence")
        #expect(sequence.attributes[.gestures] == "press:0.5:10 drag:0")
        try await host.send(.gesture(sequence.id, GestureInput(kind: .press, phase: .began)))
        #expect(host.snapshot().contains("stage pressing"))
        // A drag before the press succeeded is not the sequence's.
        try await host.send(.gesture(sequence.id, drag(.changed, 3, 0)))
        #expect(host.snapshot().contains("stage pressing"))
        try await host.send(.gesture(sequence.id, GestureInput(kind: .longPress, duration: 0.5)))
        #expect(host.snapshot().contains("stage ready"))
        try await host.send(.gesture(sequence.id, drag(.changed, 25, 0)))
        #expect(host.snapshot().contains("stage dragging 25"))
        try await host.send(.gesture(sequence.id, drag(.ended, 30, 0)))
        #expect(host.snapshot().contains("dropped stage idle"))

        let either = try node(host, "either")
        try await host.send(.gesture(either.id, GestureInput(kind: .tap, phase: .ended, count: 2)))
        try await host.send(.gesture(either.id, GestureInput(kind: .tap, phase: .ended, count: 1)))
        #expect(host.snapshot().contains("dropped,double,single"))
    }

    @Test func badGestureEventsAreRefusedWithTypedErrors() async throws {
        let host = HeadlessHost(Taps())
        let tile = try node(host, "tile")
        let plain = try node(host, "plain")
        let nan = GestureInput(kind: .tap, phase: .ended, location: CGPoint(x: Double.nan, y: 0))
        #expect(throws: HostEventError.invalidValue(tile.id, "gesture numbers must be finite and within 1000000")) {
            try host.graph.send(.gesture(tile.id, nan))
        }
        #expect(throws: HostEventError.invalidValue(tile.id, "tap count must be 1 to 10")) {
            try host.graph.send(.gesture(tile.id, GestureInput(kind: .tap, count: 0)))
        }
        #expect(throws: HostEventError.notApplicable(plain.id, "no tap gesture on this node")) {
            try host.graph.send(.gesture(plain.id, GestureInput(kind: .tap)))
        }
        #expect(throws: HostEventError.notApplicable(tile.id, "no drag gesture on this node")) {
            try host.graph.send(.gesture(tile.id, drag(.changed, 40, 0)))
        }
        #expect(throws: HostEventError.unknownNode(NodeID(9_999))) {
            try host.graph.send(.gesture(NodeID(9_999), GestureInput(kind: .tap)))
        }
        await host.settle()
        #expect(host.snapshot().contains("singles 0 doubles 0"))
        #expect(host.evaluations.count(of: Taps.self) == 1)
    }

    @Test func offsetAndHitTestingAreAttributes() throws {
        let host = HeadlessHost(Placed())
        #expect(try node(host, "moved").attributes[.offset] == "12 -4.5")
        #expect(try node(host, "ghost").attributes[.allowsHitTesting] == "false")
        #expect(try node(host, "broken").attributes[.offset] == "nan 1")
    }
}

/// A gesture whose tap count follows state, and gestures on a button.
private struct Switching: View {
    @State private var double = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text(log.joined(separator: ","))
            Text("switch")
                .onTapGesture(count: double ? 2 : 1) { log.append("tap") }
                .accessibilityIdentifier("switch")
            Button("double") { double = true }
            Button("press") { log.append("button") }
                .onLongPressGesture { log.append("long") }
                .simultaneousGesture(TapGesture().onEnded { log.append("gesture") })
                .accessibilityIdentifier("press")
        }
    }
}

@MainActor
@Suite struct GestureAttributeTests {
    @Test func aChangedGestureRewritesTheNodesRecognisers() async throws {
        let host = HeadlessHost(Switching())
        #expect(try node(host, "switch").attributes[.gestures] == "tap:1")
        try await host.tap("double")
        #expect(try node(host, "switch").attributes[.gestures] == "tap:2")
        // The operations a host follows say it too.
        let said = host.updates.flatMap(\.operations).contains {
            if case .setAttribute(_, let name, "tap:2") = $0, name == .gestures { return true }
            return false
        }
        #expect(said)
        let switching = try node(host, "switch")
        try await host.send(.gesture(switching.id, GestureInput(kind: .tap, phase: .ended, count: 1)))
        try await host.send(.gesture(switching.id, GestureInput(kind: .tap, phase: .ended, count: 2)))
        #expect(host.snapshot().contains("\n  tap\n"))
    }

    @Test func gesturesOnAButtonLeaveTheButtonWorking() async throws {
        let host = HeadlessHost(Switching())
        let button = try node(host, "press")
        #expect(button.kind == .button)
        #expect(button.attributes[.gestures] == "press:0.5:10 tap:1@s")
        try await host.tap("press")
        try await host.send(.gesture(button.id, GestureInput(kind: .tap, phase: .ended)))
        try await host.send(.gesture(button.id, GestureInput(kind: .press, phase: .began)))
        try await host.send(.gesture(button.id, GestureInput(kind: .longPress, duration: 0.5)))
        #expect(host.snapshot().contains("button,gesture,long"))
    }
}
