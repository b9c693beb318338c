import Observation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@MainActor
private final class Account: ObservableObject {
    @Published var name = "ada"
}

@MainActor @Observable
private final class Theme {
    var accent = "blue"
}

/// Counts `.task` starts and cancellations, to see the faulted tree's tasks end.
@MainActor
private final class TaskProbe {
    var started = 0
    var cancelled = 0
}

private struct AccountBadge: View {
    @EnvironmentObject var account: Account
    var body: some View { Text("user \(account.name)") }
}

private struct ThemeBadge: View {
    @Environment(Theme.self) var theme
    var body: some View { Text("accent \(theme.accent)") }
}

/// A counter that mounts `AccountBadge` without providing its object when asked to.
private struct BreaksOnDemand: View {
    let probe: TaskProbe
    @State private var broken = false
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("increment") { count += 1 }
            Button("break") { broken = true }
            if broken { AccountBadge() }
        }
        .task {
            probe.started += 1
            do {
                try await Task.sleep(for: .seconds(3600))
            } catch {
                probe.cancelled += 1
            }
        }
    }
}

private struct NotAModifier {}

@Suite(.timeLimit(.minutes(2)))
@MainActor
struct MisuseIsolationTests {
    @Test func missingEnvironmentObjectAtMountShowsTheErrorView() async throws {
        let host = HeadlessHost(VStack { AccountBadge() })
        let message =
            "Swiftlet could not render this view: No Account in the environment: provide one with .environmentObject(_:)"
        #expect(host.snapshot() == message)
        #expect(host.fault?.reason == "No Account in the environment: provide one with .environmentObject(_:)")
        #expect(host.fault?.identityPath.hasSuffix("AccountBadge") == true)
        #expect(host.diagnostics.map(\.kind) == [.missingEnvironmentObject, .fault])
        // The body never ran.
        #expect(host.evaluations.count(of: AccountBadge.self) == 0)
        #expect(host.graph.tree.children.first?.attributes[.fault] == "true")
    }

    @Test func missingObservableEnvironmentObjectShowsTheErrorView() async throws {
        let host = HeadlessHost(ThemeBadge())
        #expect(
            host.snapshot()
                == "Swiftlet could not render this view: No Theme in the environment: place one with .environment(_:) on an ancestor"
        )
        #expect(host.diagnostics.map(\.kind) == [.fault])
        #expect(host.evaluations.count(of: ThemeBadge.self) == 0)
    }

    @Test func providedObjectsStillWork() async throws {
        let host = HeadlessHost(
            VStack {
                AccountBadge(); ThemeBadge()
            }.environmentObject(Account()).environment(Theme()))
        #expect(host.snapshot() == "VStack\n  user ada\n  accent blue")
        #expect(host.fault == nil)
    }

    @Test func aMisuseInALaterTickStopsTheTreeAndCancelsItsTasks() async throws {
        let probe = TaskProbe()
        let host = HeadlessHost(BreaksOnDemand(probe: probe))
        try await host.waitUntil { probe.started == 1 }
        try await host.tap("increment")
        #expect(host.snapshot().contains("count 1"))
        let updatesBefore = host.updates.count

        try await host.tap("break")
        #expect(host.fault?.reason.hasPrefix("No Account in the environment") == true)
        #expect(host.snapshot().hasPrefix("Swiftlet could not render this view: No Account"))
        // The tick that noticed it delivered the replacement: the old content removed, the error view inserted.
        let replacement = try #require(host.updates.dropFirst(updatesBefore).last)
        #expect(replacement.operations.contains { if case .remove = $0 { true } else { false } })
        #expect(replacement.operations.contains { if case .insert = $0 { true } else { false } })
        try await host.waitUntil { probe.cancelled == 1 }

        // The stopped graph takes no events, runs no ticks, and unmounts cleanly.
        #expect(throws: HostEventError.self) { try host.graph.send(.tap(NodeID(1))) }
        #expect(host.graph.hasPendingWork == false)
        let ticks = host.graph.tickNumber
        await host.settle()
        #expect(host.graph.tickNumber == ticks)
        await host.unmount()
        #expect(host.graph.tree.children.isEmpty)
    }

    @Test func aFaultInOneGraphLeavesOtherGraphsRunning() async throws {
        let probe = TaskProbe()
        let broken = HeadlessHost(BreaksOnDemand(probe: probe))
        let healthy = HeadlessHost(BreaksOnDemand(probe: TaskProbe()))
        try await broken.tap("break")
        #expect(broken.fault != nil)

        try await healthy.tap("increment")
        try await healthy.tap("increment")
        #expect(healthy.fault == nil)
        #expect(healthy.snapshot() == "VStack\n  count 2\n  [increment]\n  [break]")
        #expect(healthy.diagnostics.isEmpty)
    }

    @Test func aModifierTheEngineCannotApplyIsAFault() async throws {
        let host = HeadlessHost(VStack { Text("a").modifier(NotAModifierWrapper()) })
        #expect(host.fault == nil)
        let raw = HeadlessHost(ModifiedContent(content: Text("b"), modifier: NotAModifier()))
        #expect(raw.fault?.reason == "NotAModifier is neither a ViewModifier nor a built-in modifier")
        #expect(raw.snapshot().hasPrefix("Swiftlet could not render this view:"))
    }

    @Test func trapsOnMisuseKeepsTheDiagnosticAtMountAndTheOldBehaviour() async throws {
        // With the switch on, a declared but unread missing object is only a diagnostic (SwiftUI
        // traps when the body reads it; that trap cannot be observed in-process).
        let host = HeadlessHost(UnreadAccount(), trapsOnMisuse: true)
        #expect(host.graph.trapsOnMisuse)
        #expect(host.fault == nil)
        #expect(host.diagnostics.map(\.kind) == [.missingEnvironmentObject])
        #expect(host.snapshot() == "not read")
    }
}

private struct NotAModifierWrapper: ViewModifier {
    func body(content: Content) -> some View { content }
}

private struct UnreadAccount: View {
    @EnvironmentObject var account: Account
    var body: some View { Text("not read") }
}
