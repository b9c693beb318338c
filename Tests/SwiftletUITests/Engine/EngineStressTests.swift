import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct StressItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var detail: String
    var amount: Double
    var bytes: Data
    var disabled: Bool
}

@MainActor
private final class StressModel: ObservableObject {
    @Published var items: [StressItem] = []
    @Published var tick = 0
}

private struct StressRow: View {
    let item: StressItem
    let tick: Int
    @State private var presses = 0

    var body: some View {
        VStack {
            Text(item.title + " " + item.detail)
            Text(item.amount, format: .number)
            Image(data: item.bytes).resizable().accessibilityIdentifier("image-\(item.id)")
            if item.id % 3 == 0 {
                Text("every third").environment(\.locale, Locale(identifier: "fr_FR"))
            }
            Button("row \(item.id) \(presses)") { presses += 1 }.disabled(item.disabled)
            Text(Double(tick), format: .number).disabled(tick % 2 == 0)
        }
    }
}

private struct StressView: View {
    @ObservedObject var model: StressModel

    var body: some View {
        VStack {
            ForEach(model.items) { item in
                StressRow(item: item, tick: model.tick)
            }
        }
    }
}

/// Rows that each hold image bytes, formatted numbers and environment overrides, inserted, removed,
/// reordered and changed over many ticks while the graph's locale changes: the paths the engine's
/// in-place comparisons, value exchanges, environment scopes and dependency handles take together.
@MainActor
@Suite struct EngineStressTests {
    @Test func rowsWithImagesStayServedWhileRowsAndTheLocaleChangeForManyTicks() async throws {
        let model = StressModel()
        let host = HeadlessHost(StressView(model: model))
        var generator = SeededGenerator(seed: 30)
        var nextID = 0
        let locales = ["en_US", "de_DE", "fr_FR", "ja_JP"].map { Locale(identifier: $0) }
        for round in 0..<300 {
            var items = model.items
            switch Int.random(in: 0..<6, using: &generator) {
            case 0, 1:
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    nextID += 1
                    let bytes = Data(
                        (0..<Int.random(in: 4...64, using: &generator)).map { _ in
                            UInt8.random(in: 0...255, using: &generator)
                        })
                    items.insert(
                        StressItem(
                            id: nextID, title: String(repeating: "t", count: nextID % 40),
                            detail: "detail \(nextID) of a longer text", amount: Double(nextID) * 1.5,
                            bytes: Data([0xFF, 0xD8, 0xFF]) + bytes, disabled: nextID % 2 == 0),
                        at: Int.random(in: 0...items.count, using: &generator))
                }
            case 2:
                if !items.isEmpty { items.remove(at: Int.random(in: 0..<items.count, using: &generator)) }
            case 3:
                items.shuffle(using: &generator)
            case 4:
                for index in items.indices where Bool.random(using: &generator) {
                    items[index].amount += 1
                    items[index].bytes.append(UInt8(round % 256))
                    items[index].disabled.toggle()
                }
            default:
                host.graph.setLocale(locales[round % locales.count])
            }
            if items.count > 40 { items.removeFirst(items.count - 40) }
            model.items = items
            model.tick = round
            await host.settle()
            let bytesByID = Dictionary(uniqueKeysWithValues: model.items.map { ("image-\($0.id)", $0.bytes) })
            var shown = 0
            func check(_ node: RenderNode) {
                if let key = node.attributes[.blob] {
                    shown += 1
                    let identifier = node.attributes[.identifier] ?? ""
                    #expect(host.graph.imageData.data(forKey: key) == bytesByID[identifier], "round \(round)")
                }
                for child in node.children { check(child) }
            }
            check(host.graph.tree)
            #expect(shown == model.items.count, "round \(round)")
            #expect(host.graph.imageData.count == model.items.count, "round \(round)")
        }
        await host.unmount()
    }
}
