import Observation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

// docs/engine/contract.md ("A node that becomes dirty again after it ran in this tick runs on the next
// tick") and §3 (the run loop and its limits), observed through the evaluation log and diagnostics.

/// Writes a binding it does not read and its own state from `onAppear`.
private struct Appearing: View {
    @Binding var shared: Int
    @State private var own = 0
    var body: some View {
        Text("own \(own)")
            .onAppear {
                shared += 1
                own += 1
            }
    }
}

private struct SharedReader: View {
    @Binding var shared: Int
    var body: some View { Text("shared \(shared)") }
}

private struct LifecycleWriter: View {
    @State private var shows = false
    @State private var shared = 0
    var body: some View {
        VStack {
            if shows { Appearing(shared: $shared) }
            SharedReader(shared: $shared)
            Button("show") { shows = true }
        }
    }
}

/// One switch per slot; the test opens the first, and each slot's `onAppear` opens the next.
@MainActor
@Observable
private final class Gate {
    var open = false
}

private struct Slot: View {
    let index: Int
    let gates: [Gate]
    var body: some View {
        VStack {
            if gates[index].open {
                Text("slot \(index)")
                    .onAppear { if index + 1 < gates.count { gates[index + 1].open = true } }
            }
        }
    }
}

private struct Chain: View {
    let gates: [Gate]
    var body: some View {
        VStack {
            ForEach(0..<gates.count, id: \.self) { Slot(index: $0, gates: gates) }
            Button("open") { gates[0].open = true }
        }
    }
}

/// Every change of `n` makes `onChange` change it again: the view is dirty after every tick.
private struct Chaser: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Text("n \(n)")
            Button("start") { n = 1 }
        }
        .onChange(of: n) { n += 1 }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct RunLoopTests {
    @Test func aLifecycleWriteRunsOthersInAFurtherPassAndTheWriterOnTheNextTick() async throws {
        let host = HeadlessHost(LifecycleWriter())
        host.evaluations.reset()
        try await host.tap("show")
        let entries = host.evaluations.entries
        let tick = try #require(entries.first { $0.viewType == LifecycleWriter.self }?.tick)
        // The reader had not run in this tick: a further pass of the same tick runs it.
        #expect(entries.filter { $0.viewType == SharedReader.self }.map(\.tick) == [tick])
        // The writer itself had run (its mount): it runs again on the next tick.
        let appearing = entries.filter { $0.viewType == Appearing.self }
        #expect(appearing.map(\.tick) == [tick, tick + 1])
        #expect(appearing.map(\.reason) == [.mount, .state])
        #expect(host.snapshot().contains("own 1"))
        #expect(host.snapshot().contains("shared 1"))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func passLimitStopsTheTickAndTheRestRunsOnTheNext() async throws {
        let gates = (0..<20).map { _ in Gate() }
        let host = HeadlessHost(Chain(gates: gates))
        host.evaluations.reset()
        try await host.tap("open")
        await host.settle()
        let ticks = host.evaluations.entries.filter { $0.viewType == Slot.self }.map(\.tick)
        #expect(ticks.count == 20)
        // One slot per pass: the first tick stops after `maximumPassesPerTick` passes.
        #expect(ticks.filter { $0 == ticks[0] }.count == host.graph.maximumPassesPerTick)
        #expect(ticks.filter { $0 == ticks[0] + 1 }.count == 20 - host.graph.maximumPassesPerTick)
        #expect(host.diagnostics.map(\.kind) == [.passLimit])
        #expect(host.snapshot().contains("slot 19"))
        await host.unmount()
    }

    @Test func settleGivesUpAfterMaximumTicksPerSettle() async throws {
        let host = HeadlessHost(Chaser())
        host.graph.schedulesTicks = false
        host.graph.maximumTicksPerSettle = 50
        let button = try #require(host.graph.tree.allNodes.first { $0.label == "start" })
        try host.graph.send(.tap(button.id))
        let before = host.graph.tickNumber
        await host.settle()
        #expect(host.graph.tickNumber - before == 50)
        #expect(host.graph.hasPendingWork)
        let stops = host.diagnostics.filter { $0.kind == .invalidationLoop }
        #expect(stops.count == 1)
        #expect(stops.first?.message.contains("settle()") == true)
        await host.unmount()
    }
}
