@_spi(SwiftletHost) import SwiftletUI

/// One row of the benchmark table: a number that never repeats and a label.
public struct BenchTableRowData: Identifiable, Equatable, Sendable {
    public let id: Int
    public var label: String
}

/// The data of the framework benchmark table (the operations of the widely used "js-framework-benchmark"):
/// rows `{id, label}` and the selected row. Lives on the main actor.
///
/// Labels are three words (adjective, colour, noun) drawn from fixed lists by a xorshift32 generator
/// with a fixed seed; the hand-written page (`/web/bench/table.html`) uses the same lists, seed and
/// generator, so both pages show the same rows after the same clicks.
@MainActor
public final class BenchTableModel: ObservableObject {
    /// The rows, in display order.
    @Published public private(set) var rows: [BenchTableRowData] = []
    /// The id of the selected row, if any.
    @Published public private(set) var selectedID: Int?
    private var nextID = 1
    private var state: UInt32

    /// An empty table whose labels come from the generator seeded with `seed` (never 0).
    public init(seed: UInt32 = 0x2545_F491) {
        state = seed == 0 ? 1 : seed
    }

    /// Replaces the rows with 1,000 new ones ("run") and clears the selection.
    public func run() { replace(count: 1_000) }

    /// Replaces the rows with 10,000 new ones ("runlots") and clears the selection.
    public func runLots() { replace(count: 10_000) }

    /// Appends 1,000 new rows ("add").
    public func add() { rows += makeRows(1_000) }

    /// Appends " !!!" to the label of every 10th row, starting with the first ("update").
    public func update() {
        var copy = rows
        var index = 0
        while index < copy.count {
            copy[index].label += " !!!"
            index += 10
        }
        rows = copy
    }

    /// Removes every row and the selection ("clear").
    public func clear() {
        rows = []
        selectedID = nil
    }

    /// Swaps the second and the 999th row ("swaprows"); does nothing with fewer than 999 rows.
    public func swapRows() {
        guard rows.count > 998 else { return }
        rows.swapAt(1, 998)
    }

    /// Selects the row `id` (its label was clicked).
    public func select(_ id: Int) {
        if selectedID != id { selectedID = id }
    }

    /// Removes the row `id` (its remove control was clicked).
    public func remove(_ id: Int) {
        var index = 0
        while index < rows.count {
            if rows[index].id == id {
                rows.remove(at: index)
                return
            }
            index += 1
        }
    }

    private func replace(count: Int) {
        rows = makeRows(count)
        selectedID = nil
    }

    private func makeRows(_ count: Int) -> [BenchTableRowData] {
        var result: [BenchTableRowData] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            let adjective = BenchTableWords.adjectives[Int(nextRandom() % UInt32(BenchTableWords.adjectives.count))]
            let colour = BenchTableWords.colours[Int(nextRandom() % UInt32(BenchTableWords.colours.count))]
            let noun = BenchTableWords.nouns[Int(nextRandom() % UInt32(BenchTableWords.nouns.count))]
            result.append(BenchTableRowData(id: nextID, label: adjective + " " + colour + " " + noun))
            nextID += 1
        }
        return result
    }

    /// xorshift32 (13, 17, 5).
    private func nextRandom() -> UInt32 {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return state
    }
}

/// The word lists of the labels (the hand-written page repeats them in the same order).
enum BenchTableWords {
    static let adjectives = [
        "tidy", "brave", "quiet", "rapid", "gentle", "clever", "ancient", "bright", "humble", "fancy", "sturdy",
        "lucky",
        "sleepy", "proud", "noisy", "polite", "fierce", "tiny", "giant", "shiny", "cosy", "eager", "odd", "calm",
    ]
    static let colours = [
        "red", "amber", "yellow", "green", "teal", "blue", "indigo", "violet", "pink", "brown", "grey", "black",
    ]
    static let nouns = [
        "table", "kettle", "pony", "lamp", "bicycle", "garden", "violin", "anchor", "lantern", "pebble", "rocket",
        "teapot", "harbour", "meadow",
    ]
}
