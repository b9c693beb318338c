import Observation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@MainActor @Observable
private final class Ledger {
    var entries: [String] = []
}

/// Holds a task until the test opens it.
@MainActor
private final class Gate {
    private var isOpen = false
    private var waiter: CheckedContinuation<Void, Never>?

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiter = $0 }
    }

    func open() {
        isOpen = true
        waiter?.resume()
        waiter = nil
    }
}

/// A save button whose work finishes after the gate opens, reading the ledger only then.
private struct SaveButton: View {
    @Environment(Ledger.self) var ledger
    let gate: Gate

    var body: some View {
        Button("save") {
            Task {
                await gate.wait()
                ledger.entries.append("saved")
            }
        }
    }
}

private struct SaveScreen: View {
    let gate: Gate
    @State private var showsButton = true

    var body: some View {
        VStack {
            Button("leave") { showsButton = false }
            if showsButton { SaveButton(gate: gate) }
        }
    }
}

/// An `@Environment(T.self)` object read after its view was removed (docs/engine/contract.md, misuse).
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct EnvironmentAfterUnmountTests {
    @Test func anActionThatOutlivesItsViewStillReadsItsEnvironmentObject() async throws {
        let ledger = Ledger()
        let gate = Gate()
        let host = HeadlessHost(SaveScreen(gate: gate).environment(ledger))
        try await host.tap("save")
        try await host.tap("leave")
        #expect(!host.snapshot().contains("save"))
        // The view is gone; its action's task now reads the ledger. The session goes on, and the
        // work is not lost.
        gate.open()
        try await host.waitUntil(timeout: .seconds(60)) { ledger.entries == ["saved"] }
        #expect(host.fault == nil)
        #expect(host.diagnostics.contains { $0.kind == .objectReadAfterRemoval })
        #expect(host.snapshot().contains("leave"))
        try await host.tap("leave")
        await host.unmount()
    }
}
