@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

// The keyed diff of `ForEach` rows: what hosts receive when ids are reordered, inserted, removed or
// duplicated, checked against a replay of the operations and against the minimum number of moves.

private struct Item: Identifiable, Equatable {
    let id: Int
    var label: String
}

@MainActor
private final class Rows: ObservableObject {
    @Published var items: [Item]
    init(_ ids: [Int]) { items = ids.map { Item(id: $0, label: "row \($0)") } }
    func set(_ ids: [Int]) { items = ids.map { Item(id: $0, label: "row \($0)") } }
}

private struct KeyedRow: View {
    let item: Item
    var body: some View { Text(item.label) }
}

private struct KeyedList: View {
    @ObservedObject var rows: Rows
    var body: some View {
        VStack {
            ForEach(rows.items) { KeyedRow(item: $0) }
        }
    }
}

/// The length of a longest increasing subsequence, by the quadratic textbook method (independent
/// of the engine's).
private func longestIncreasing(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

@MainActor
@Suite struct KeyedDiffTests {
    private struct Step {
        var moves = 0
        var inserts = 0
        var removes = 0
        var bodies = 0
    }

    /// Sets the ids, runs the tick, replays its operations and checks the rows are in the new order.
    private func change(
        _ host: HeadlessHost<KeyedList>, _ rows: Rows, to ids: [Int], replayer: inout OperationReplayer
    ) async throws -> Step {
        let applied = host.updates.count
        host.evaluations.reset()
        rows.set(ids)
        await host.settle()
        var step = Step(bodies: host.evaluations.count(of: KeyedRow.self))
        for update in host.updates.dropFirst(applied) {
            replayer.apply(update)
            for operation in update.operations {
                switch operation {
                case .move: step.moves += 1
                case .insert: step.inserts += 1
                case .remove: step.removes += 1
                default: break
                }
            }
        }
        #expect(replayer.tree == host.graph.tree)
        #expect(host.snapshot() == (["VStack"] + ids.map { "  row \($0)" }).joined(separator: "\n"))
        return step
    }

    @Test func swappingTwoRowsOfAThousandMovesTwoAndRunsNoRowBody() async throws {
        let rows = Rows(Array(1...1000))
        let host = HeadlessHost(KeyedList(rows: rows))
        await host.settle()
        var replayer = OperationReplayer(host.graph.tree)
        var ids = Array(1...1000)
        ids.swapAt(1, 998)
        let step = try await change(host, rows, to: ids, replayer: &replayer)
        #expect(step.moves == 2 && step.inserts == 0 && step.removes == 0 && step.bodies == 0)
    }

    @Test func prefixAndSuffixChangesNeitherMoveNorRunBodies() async throws {
        let rows = Rows(Array(1...10))
        let host = HeadlessHost(KeyedList(rows: rows))
        await host.settle()
        var replayer = OperationReplayer(host.graph.tree)
        let removed = try await change(host, rows, to: [1, 2, 3, 4, 6, 7, 8, 9, 10], replayer: &replayer)
        #expect(removed.removes == 1 && removed.moves == 0 && removed.bodies == 0)
        let appended = try await change(host, rows, to: [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12], replayer: &replayer)
        #expect(appended.inserts == 2 && appended.moves == 0 && appended.bodies == 2)
        let inserted = try await change(
            host, rows, to: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], replayer: &replayer)
        #expect(inserted.inserts == 2 && inserted.moves == 0 && inserted.bodies == 2)
        let cleared = try await change(host, rows, to: [], replayer: &replayer)
        #expect(cleared.removes == 13)
        let refilled = try await change(host, rows, to: [5, 4, 3], replayer: &replayer)
        #expect(refilled.inserts == 3 && refilled.bodies == 3)
    }

    @Test func randomEditsUseTheMinimumNumberOfMoves() async throws {
        let rows = Rows(Array(0..<40))
        let host = HeadlessHost(KeyedList(rows: rows))
        await host.settle()
        var replayer = OperationReplayer(host.graph.tree)
        var generator = SeededGenerator(seed: 7)
        var current = Array(0..<40)
        var nextID = 40
        for round in 0..<60 {
            var next = current
            switch round % 4 {
            case 0: next.shuffle(using: &generator)
            case 1:
                let from = Int(generator.next() % UInt64(next.count))
                let to = Int(generator.next() % UInt64(next.count))
                next.insert(next.remove(at: from), at: to)
            case 2:
                next.removeAll { _ in generator.next() % 5 == 0 }
                for _ in 0..<3 {
                    next.insert(nextID, at: Int(generator.next() % UInt64(next.count + 1)))
                    nextID += 1
                }
            default:
                next.reverse()
            }
            let oldPositions = Dictionary(uniqueKeysWithValues: current.enumerated().map { ($1, $0) })
            let kept = next.compactMap { oldPositions[$0] }
            let step = try await change(host, rows, to: next, replayer: &replayer)
            #expect(step.moves == kept.count - longestIncreasing(kept), "round \(round)")
            #expect(step.inserts == next.count - kept.count, "round \(round)")
            #expect(step.removes == current.count - kept.count, "round \(round)")
            #expect(step.bodies == next.count - kept.count, "round \(round): only new rows run")
            current = next
        }
    }

    @Test func fewIDsExchangedInPlaceUseTheMinimumNumberOfMoves() async throws {
        // Swaps, short moves and 3-cycles inside a long middle take the path that indexes only the
        // ids that changed place; the moves must still be the minimum.
        let rows = Rows(Array(0..<200))
        let host = HeadlessHost(KeyedList(rows: rows))
        await host.settle()
        var replayer = OperationReplayer(host.graph.tree)
        var generator = SeededGenerator(seed: 11)
        var current = Array(0..<200)
        for round in 0..<30 {
            var next = current
            let a = Int(generator.next() % 200)
            let b = Int(generator.next() % 200)
            let c = Int(generator.next() % 200)
            switch round % 3 {
            case 0: next.swapAt(a, b)
            case 1: next.insert(next.remove(at: a), at: min(199, a + Int(generator.next() % 5)))
            default:
                let first = next[a]
                next[a] = next[b]
                next[b] = next[c]
                next[c] = first
                if Set([a, b, c]).count < 3 { next = current.reversed() }
            }
            let oldPositions = Dictionary(uniqueKeysWithValues: current.enumerated().map { ($1, $0) })
            let kept = next.map { oldPositions[$0]! }
            let step = try await change(host, rows, to: next, replayer: &replayer)
            #expect(step.moves == kept.count - longestIncreasing(kept), "round \(round)")
            #expect(step.inserts == 0 && step.removes == 0 && step.bodies == 0, "round \(round)")
            current = next
        }
    }

    @Test func aMiddleThatIsNotAPermutationTakesTheGeneralPath() {
        let old = Array(0..<20)
        var swapped = old
        swapped.swapAt(3, 15)
        let sources = KeyedDiff<Int>.permutedSources(old, swapped, middle: 3..<16, newMiddle: 3..<16)
        #expect(sources == [12] + Array(1..<12) + [0])
        var replaced = swapped
        replaced[3] = 99  // a new id: not a permutation
        #expect(KeyedDiff<Int>.permutedSources(old, replaced, middle: 3..<16, newMiddle: 3..<16) == nil)
        var duplicated = swapped
        duplicated[15] = 15  // 15 twice, 3 gone
        #expect(KeyedDiff<Int>.permutedSources(old, duplicated, middle: 3..<16, newMiddle: 3..<16) == nil)
        let reversed = Array(old.reversed())  // every offset differs: more than the limit
        #expect(KeyedDiff<Int>.permutedSources(old, reversed, middle: 0..<20, newMiddle: 0..<20) == nil)
        #expect(KeyedDiff<Int>.permutedSources(old, Array(0..<21), middle: 0..<20, newMiddle: 0..<21) == nil)
    }

    @Test func duplicateIDsAreReportedAndTheLaterRowsDropped() async throws {
        let rows = Rows([1, 2, 3])
        let host = HeadlessHost(KeyedList(rows: rows))
        await host.settle()
        rows.items = [Item(id: 3, label: "three"), Item(id: 1, label: "one"), Item(id: 3, label: "again")]
        await host.settle()
        #expect(host.snapshot() == "VStack\n  three\n  one")
        #expect(host.diagnostics.contains { $0.kind == .duplicateID })
    }

    @Test func changedRowValuesRunOnlyThoseRows() async throws {
        let rows = Rows(Array(1...100))
        let host = HeadlessHost(KeyedList(rows: rows))
        await host.settle()
        host.evaluations.reset()
        for index in stride(from: 0, to: 100, by: 10) { rows.items[index].label += " !!!" }
        await host.settle()
        #expect(host.evaluations.count(of: KeyedRow.self) == 10)
        #expect(host.evaluations.count(of: KeyedList.self) == 1)
    }
}
