import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// Tokamak's scenarios over 1,000 nodes: update wide (one change read by 1,000 siblings), update
/// narrow (one of 1,000 siblings changes), update deep (a change passed down 1,000 levels).
@MainActor
enum TreeUpdateBenchmark {
    final class Counter: ObservableObject {
        @Published var value = 0
    }

    struct Leaf: View {
        let value: Int
        var body: some View { Text(String(value)) }
    }

    struct ObservingLeaf: View {
        @ObservedObject var counter: Counter
        var body: some View { Text(String(counter.value)) }
    }

    struct Wide: View {
        @ObservedObject var counter: Counter
        var body: some View {
            VStack {
                ForEach(0..<1_000) { _ in Leaf(value: counter.value) }
            }
        }
    }

    struct Narrow: View {
        let counters: [Counter]
        var body: some View {
            VStack {
                ForEach(0..<counters.count) { ObservingLeaf(counter: counters[$0]) }
            }
        }
    }

    struct Deep: View {
        let depth: Int
        let value: Int
        @ViewBuilder var body: ConditionalContent<Deep, Leaf> {
            if depth > 0 {
                Deep(depth: depth - 1, value: value)
            } else {
                Leaf(value: value)
            }
        }
    }

    struct DeepRoot: View {
        @ObservedObject var counter: Counter
        var body: some View { Deep(depth: 1_000, value: counter.value) }
    }

    static func run(quick: Bool) {
        print("Tree updates over 1,000 nodes (Tokamak's scenarios):")
        let iterations = quick ? 10 : 100
        let wide = Counter()
        measure("update wide (1,000 readers)", ViewGraph(Wide(counter: wide)), iterations) { wide.value += 1 }
        let counters = (0..<1_000).map { _ in Counter() }
        var index = 0
        measure("update narrow (1 of 1,000)", ViewGraph(Narrow(counters: counters)), iterations) {
            index = (index + 7) % counters.count
            counters[index].value += 1
        }
        let deep = Counter()
        measure("update deep (1,000 levels)", ViewGraph(DeepRoot(counter: deep)), iterations) { deep.value += 1 }
    }

    private static func measure(_ name: String, _ graph: ViewGraph, _ iterations: Int, change: () -> Void) {
        graph.schedulesTicks = false
        graph.evaluations.keepsEntries = false
        graph.evaluations.reset()
        var operations = 0
        graph.onTick = { operations += $0.operations.count }
        var measurement = Measurement()
        for _ in 0..<iterations {
            change()
            measurement.time { graph.tick() }
        }
        report(
            name, measurement.median, bodies: Double(graph.evaluations.total) / Double(iterations),
            operations: Double(operations) / Double(iterations))
    }
}
