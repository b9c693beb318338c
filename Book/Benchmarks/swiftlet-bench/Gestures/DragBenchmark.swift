import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

/// The drag benchmark: `swift run -c release swiftlet-bench gestures [events N]`.
///
/// A realistic screen (a title, 100 rows of text and a card dragged with `@GestureState`, as the
/// SwiftUI documentation's drag example) receives N drag reports, as the browser sends them at 60 Hz
/// (one per animation frame, 2 pt apart). Engine time per event is everything the server does for
/// one: decode the message, run the gesture (`.updating` writes the state), the tick (the one body
/// that reads it), and translate the tick's operations into the frame's JSON. It prints the
/// median, 99th percentile and mean per event, and the bytes of a frame. (The events per second a
/// 60 Hz drag costs are counted in Chromium by `Tests/Browser/test_gestures.py`.)
enum GestureBenchmarks {
    static func run(_ arguments: [String]) async throws {
        var events = 3_600
        if arguments.count == 2, arguments[0] == "events", let count = Int(arguments[1]), count > 0 { events = count }
        await drag(events: events)
    }

    @MainActor
    static func drag(events: Int) async {
        let graph = ViewGraph(DragScreen())
        graph.schedulesTicks = false
        graph.evaluations.keepsEntries = false
        var translator = FrameTranslator(graph.tree)
        var frameBytes: [Int] = []
        var sequence = 0
        graph.onTick = { update in
            sequence += 1
            if let frame = try? translator.frame(for: update, sequence: sequence, replyTo: [sequence]) {
                frameBytes.append(frame.json.utf8.count)
            }
        }
        guard let card = graph.tree.allNodes.first(where: { $0.attributes[.identifier] == "card" }) else {
            print("drag benchmark: the card is missing")
            return
        }
        let id = card.id.rawValue
        func message(_ step: Int, phase: String) -> String {
            let x = Double(step % 400) * 2
            return
                #"{"ev":"gesture","id":\#(id),"ref":\#(step),"g":{"k":"drag","p":"\#(phase)","x":\#(x),"y":12.5,"sx":0,"sy":0,"gx":\#(x + 100),"gy":112.5,"gsx":100,"gsy":100,"t":\#(1_700_000_000_000 + step * 16),"vx":120,"vy":0}}"#
        }
        var durations: [Double] = []
        durations.reserveCapacity(events)
        let bodiesBefore = graph.evaluations.total
        for step in 1...events {
            let text = message(step, phase: step % 400 == 0 ? "ended" : "changed")
            let start = ContinuousClock.now
            if case .event(let event, _, _) = try? ClientMessage.decode(text) {
                try? graph.send(event)
            }
            graph.tick()
            let elapsed = ContinuousClock.now - start
            durations.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
        let bodies = graph.evaluations.total - bodiesBefore
        graph.unmount()
        durations.sort()
        let mean = durations.reduce(0, +) / Double(durations.count)
        let median = durations[durations.count / 2]
        let p99 = durations[min(durations.count - 1, durations.count * 99 / 100)]
        print("Drag on a screen of 100 rows and a card, \(events) reports (60 Hz: one per animation frame):")
        print(
            "  engine time per event (decode, gesture, tick, frame): median \(format(median)) µs, p99 \(format(p99)) µs, mean \(format(mean)) µs"
        )
        let bytes = frameBytes.sorted()
        print(
            "  bodies per event: \(format(Double(bodies) / Double(events))), bytes per frame: median \(bytes.isEmpty ? 0 : bytes[bytes.count / 2])"
        )
        print("  at 60 reports a second: \(format(mean * 60 / 1000)) ms of engine time per second of dragging")
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}

/// The screen: the card reads the drag state; the rows do not.
private struct DragScreen: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Drag the card")
            DraggedCard()
            VStack {
                ForEach(0..<100, id: \.self) { index in
                    Text("Row \(index)").padding(4)
                }
            }
        }
    }
}

private struct DraggedCard: View {
    @GestureState private var drag = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        Text("Card")
            .frame(width: 100, height: 100)
            .background(Color.blue)
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
