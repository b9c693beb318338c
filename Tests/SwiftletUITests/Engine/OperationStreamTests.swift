import SwiftletTesting
import SwiftletUI
import Testing

private struct Shuffler: View {
    @State private var ids = Array(0..<12)
    @State private var round = 0

    var body: some View {
        VStack {
            Text("round \(round)")
            ForEach(ids, id: \.self) { id in
                Text("item \(id)").opacity(id == round ? 0.5 : 1)
            }
            if round % 2 == 0 { Text("even") } else { Text("odd").bold() }
            Button("step") { step() }
        }
    }

    private func step() {
        round += 1
        var generator = SplitMix(seed: UInt64(round))
        var next = ids
        next.shuffle(using: &generator)
        if round % 3 == 0 { next.removeLast(2) }
        if round % 4 == 0 { next.insert(100 + round, at: Int(generator.next() % UInt64(next.count))) }
        ids = next
    }
}

private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@MainActor
@Suite struct OperationStreamTests {
    @Test func operationsReplayedByAHostReproduceTheTree() async throws {
        let host = HeadlessHost(Shuffler())
        var replayer = OperationReplayer(host.graph.tree)
        var applied = host.updates.count
        for _ in 0..<20 {
            try await host.tap("step")
            for update in host.updates.dropFirst(applied) { replayer.apply(update) }
            applied = host.updates.count
            #expect(replayer.tree == host.graph.tree)
        }
    }

    @Test func ticksAreNumberedInOrder() async throws {
        let host = HeadlessHost(Shuffler())
        try await host.tap("step")
        try await host.tap("step")
        let ticks = host.updates.map(\.tick)
        #expect(ticks == ticks.sorted())
        #expect(Set(ticks).count == ticks.count)
    }
}
