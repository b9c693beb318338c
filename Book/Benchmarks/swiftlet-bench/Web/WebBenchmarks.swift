import Foundation
@_spi(SwiftletHost) import SwiftletUI
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

/// The browser host's benchmarks. `bytes`: the frame sent when 2 rows of a 1,000-row list change,
/// beside the HTML of those rows (what re-sending them would cost). The latency and 200-session
/// figures come from the scripts next to this file (they need a browser or many sockets).
enum WebBenchmarks {
    static func run(_ arguments: [String]) async throws {
        try await MainActor.run { try bytesPerTick() }
        try messageDecoding()
        print("latency: python3 Benchmarks/web/latency.py (needs a running swiftlet serve)")
        print("sessions: python3 Benchmarks/web/sessions.py (needs a running swiftlet serve)")
    }

    /// The time to decode one browser message: a click as the page's client sends it (read by the
    /// flat-message scanner), and the same click with one extra field holding a fraction, which
    /// the scanner leaves to Foundation's `JSONDecoder`.
    static func messageDecoding() throws {
        let click = #"{"ev":"tap","id":412,"ref":37}"#
        let fallback = #"{"ev":"tap","id":412,"ref":37,"x":0.5}"#
        let count = 200_000
        for (name, text) in [("click (scanner)", click), ("click (JSONDecoder)", fallback)] {
            var times: [Duration] = []
            for _ in 0..<5 {
                let clock = ContinuousClock()
                let start = clock.now
                for _ in 0..<count { _ = try ClientMessage.decode(text) }
                times.append(start.duration(to: clock.now))
            }
            print("decode \(name): \(Measurement.microseconds(times.min()! / count)) per message")
        }
    }

    @MainActor
    static func bytesPerTick() throws {
        let model = ThousandRowsModel()
        let graph = ViewGraph(ThousandRowsView(model: model), visibleRows: 1_000)
        var translator = FrameTranslator(graph.tree)
        var frames: [ServerFrame] = []
        var updates: [TickUpdate] = []
        graph.onTick = { update in updates.append(update) }
        var sequence = 0
        var results: [(frame: Int, naive: Int)] = []
        for round in 0..<20 {
            model.flip(round % 1_000, (round + 500) % 1_000)
            graph.tick()
            for update in updates {
                sequence += 1
                let frame = try translator.frame(for: update, sequence: sequence)
                frames.append(frame)
                let touched = Set(update.operations.compactMap(rowID(of:)))
                let naive = Set(touched.compactMap { parent(of: $0, in: graph.tree)?.id })
                    .compactMap { find($0, in: graph.tree) }
                    .map { HTMLRenderer.html(DOMMapping.element(for: $0)).utf8.count }.reduce(0, +)
                results.append((frame.json.utf8.count, naive))
            }
            updates.removeAll()
        }
        guard let sample = frames.last else {
            print("bytes: the engine produced no ticks")
            return
        }
        let frameSizes = results.map(\.frame).sorted()
        let naiveSizes = results.map(\.naive).sorted()
        print("bytes per tick, 2 of 1,000 rows changed (\(results.count) ticks):")
        print("  frame: median \(frameSizes[frameSizes.count / 2]) B, max \(frameSizes.last!) B")
        print("  naive re-send of the 2 rows' HTML: median \(naiveSizes[naiveSizes.count / 2]) B")
        print("  full page HTML: \(HTMLRenderer.html(DOMMapping.element(for: graph.tree)).utf8.count) B")
        print("  sample frame: \(sample.json)")
    }

    /// The node an update operation touched, if any.
    private static func rowID(of operation: RenderOperation) -> NodeID? {
        switch operation {
        case .setText(let id, _), .setAttribute(let id, _, _), .removeAttribute(let id, _): id
        default: nil
        }
    }

    /// The row around a changed text: its parent node.
    private static func parent(of id: NodeID, in node: RenderNode) -> RenderNode? {
        if node.children.contains(where: { $0.id == id }) { return node }
        for child in node.children {
            if let found = parent(of: id, in: child) { return found }
        }
        return nil
    }

    private static func find(_ id: NodeID, in node: RenderNode) -> RenderNode? {
        if node.id == id { return node }
        for child in node.children {
            if let found = find(id, in: child) { return found }
        }
        return nil
    }
}

/// 1,000 rows, each "Row n" and a state mark.
@MainActor
final class ThousandRowsModel: ObservableObject {
    @Published var active: [Bool] = Array(repeating: false, count: 1_000)

    func flip(_ first: Int, _ second: Int) {
        active[first].toggle()
        active[second].toggle()
    }
}

struct ThousandRowsView: View {
    @ObservedObject var model: ThousandRowsModel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<1_000) { index in
                BenchRow(index: index, isActive: model.active[index])
            }
        }
    }
}

struct BenchRow: View, Equatable {
    let index: Int
    let isActive: Bool

    var body: some View {
        HStack {
            Text("Row \(index)").bold()
            Text(isActive ? "is active: ✅ yes" : "is active: ❌ no")
        }
        .padding(.all, 4)
    }
}
