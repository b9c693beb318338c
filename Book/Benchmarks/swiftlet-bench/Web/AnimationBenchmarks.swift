import Foundation
@_spi(SwiftletHost) import SwiftletUI
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

/// Animation's benchmark: `swift run -c release swiftlet-bench animation [rows N] [repeats N]`.
///
/// A list of N rows (100 by default) whose opacity and padding change together, once inside
/// `withAnimation(.spring)` and once without, as the browser host translates the ticks (a
/// `FrameTranslator`). An animated change costs the frame of the unanimated one plus one marker pair:
/// the browser animates it locally, so there is one frame per change, never one per browser frame.
enum AnimationBenchmarks {
    static func run(_ arguments: [String]) async throws {
        let rows = value(after: "rows", in: arguments) ?? 100
        let repeats = value(after: "repeats", in: arguments) ?? 50
        try await measure(rows: rows, repeats: repeats)
    }

    private static func value(after name: String, in arguments: [String]) -> Int? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return Int(arguments[index + 1])
    }

    @MainActor
    static func measure(rows: Int, repeats: Int) async throws {
        let model = AnimatedRowsModel()
        let graph = ViewGraph(AnimatedRows(model: model, rows: rows))
        graph.schedulesTicks = false
        var translator = FrameTranslator(graph.tree)
        var frames: [String] = []
        var sequence = 0
        graph.onTick = { update in
            sequence += 1
            if let frame = try? translator.frame(for: update, sequence: sequence) { frames.append(frame.json) }
        }
        var animated: (frames: Int, bytes: Int, seconds: Double) = (0, 0, 0)
        var instant: (frames: Int, bytes: Int, seconds: Double) = (0, 0, 0)
        for _ in 0..<repeats {
            for animates in [true, false] {
                frames.removeAll()
                let start = ContinuousClock.now
                if animates {
                    withAnimation(.spring) { model.dimmed.toggle() }
                } else {
                    model.dimmed.toggle()
                }
                graph.tick()
                let seconds =
                    Double((ContinuousClock.now - start).components.attoseconds) / 1e18
                    + Double((ContinuousClock.now - start).components.seconds)
                let bytes = frames.reduce(0) { $0 + $1.utf8.count }
                if animates {
                    animated = (animated.frames + frames.count, animated.bytes + bytes, animated.seconds + seconds)
                } else {
                    instant = (instant.frames + frames.count, instant.bytes + bytes, instant.seconds + seconds)
                }
            }
        }
        let changes = Double(repeats)
        print("Animating \(rows) rows (opacity and padding of every row), \(repeats) changes each way:")
        print(
            "  withAnimation(.spring): \(Double(animated.frames) / changes) frames per change, "
                + "\(Int(Double(animated.bytes) / changes)) bytes per change "
                + "(\(String(format: "%.1f", Double(animated.bytes) / changes / Double(rows))) per row), "
                + "\(String(format: "%.3f", animated.seconds / changes * 1000)) ms engine + translation")
        print(
            "  without animation:      \(Double(instant.frames) / changes) frames per change, "
                + "\(Int(Double(instant.bytes) / changes)) bytes per change, "
                + "\(String(format: "%.3f", instant.seconds / changes * 1000)) ms engine + translation")
        print("  the animation's own cost: \(Int(Double(animated.bytes - instant.bytes) / changes)) bytes per change")
    }
}

@MainActor
final class AnimatedRowsModel: ObservableObject {
    @Published var dimmed = false
}

struct AnimatedRows: View {
    @ObservedObject var model: AnimatedRowsModel
    let rows: Int

    var body: some View {
        let opacity = model.dimmed ? 0.4 : 1
        let padding = model.dimmed ? 12.0 : 4
        return VStack {
            ForEach(0..<rows, id: \.self) { index in
                Text("Row \(index)").padding(padding).opacity(opacity)
            }
        }
    }
}
