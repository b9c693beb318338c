@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct SheetContent: View {
    let probe: Probe
    @Binding var detent: PresentationDetent
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("detent: \(detent.name)")
            Button("close") { dismiss() }
        }
        .presentationDetents([.medium, .large], selection: $detent)
        .presentationDragIndicator(.visible)
        .task {
            probe.record("started")
            await withTaskCancellationHandler {
                try? await Task.sleep(for: .seconds(86_400))  // suspends, without spinning, until cancelled
            } onCancel: {
                probe.record("cancelled")
            }
        }
    }
}

private struct Presenter: View {
    let probe: Probe
    var locked = false
    @State private var showing = false
    @State private var detent = PresentationDetent.medium

    var body: some View {
        VStack {
            Button("show") { showing = true }
            Text(showing ? "showing" : "hidden")
        }
        .sheet(isPresented: $showing, onDismiss: { probe.record("dismissed") }) {
            SheetContent(probe: probe, detent: $detent).interactiveDismissDisabled(locked)
        }
    }
}

private struct Fruit: Identifiable {
    let id: String
}

private struct ItemPresenter: View {
    let probe: Probe
    @State private var fruit: Fruit?

    var body: some View {
        VStack {
            Button("apple") { fruit = Fruit(id: "apple") }
            Button("pear") { fruit = Fruit(id: "pear") }
        }
        .sheet(item: $fruit, onDismiss: { probe.record("dismissed") }) { fruit in
            Text("fruit \(fruit.id)").task {
                probe.record("start \(fruit.id)")
                await withTaskCancellationHandler {
                    try? await Task.sleep(for: .seconds(86_400))  // suspends until cancelled
                } onCancel: {
                    probe.record("cancel \(fruit.id)")
                }
            }
        }
    }
}

@MainActor
private func sheetNode(_ host: HeadlessHost<some View>) -> RenderNode? {
    host.graph.tree.allNodes.first { $0.kind == .sheet }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct SheetTests {
    @Test func presentingMountsTheContentAndItsTaskDismissingCancelsIt() async throws {
        let probe = Probe()
        let host = HeadlessHost(Presenter(probe: probe))
        #expect(sheetNode(host) == nil)
        try await host.tap("show")
        let sheet = try #require(sheetNode(host))
        #expect(host.snapshot().contains("Sheet"))
        #expect(host.snapshot().contains("detent: medium"))
        let content = try #require(sheet.children.first)
        #expect(content.attributes[.presentationDetents] == "medium large")
        #expect(content.attributes[.presentationDragIndicator] == "visible")
        try await host.waitUntil { probe.count("started") == 1 }

        try await host.send(.tap(sheet.id))  // the host's dismiss: Escape, a click outside
        #expect(sheetNode(host) == nil)
        #expect(probe.count("cancelled") == 1)
        #expect(probe.count("dismissed") == 1)
        #expect(host.snapshot().contains("hidden"))
    }

    @Test func dismissFromInsideTheSheetClosesIt() async throws {
        let probe = Probe()
        let host = HeadlessHost(Presenter(probe: probe))
        try await host.tap("show")
        try await host.tap("close")
        #expect(sheetNode(host) == nil)
        #expect(probe.count("dismissed") == 1)
    }

    @Test func selectingADetentWritesTheSelection() async throws {
        let host = HeadlessHost(Presenter(probe: Probe()))
        try await host.tap("show")
        let sheet = try #require(sheetNode(host))
        try await host.send(.select(sheet.id, "large"))
        #expect(host.snapshot().contains("detent: large"))
        let content = try #require(sheetNode(host)?.children.first)
        #expect(content.attributes[.presentationDetent] == "large")
        #expect(throws: HostEventError.self) { try host.graph.send(.select(sheet.id, "tiny")) }
    }

    @Test func aLockedSheetRefusesTheHostsDismiss() async throws {
        let probe = Probe()
        let host = HeadlessHost(Presenter(probe: probe, locked: true))
        try await host.tap("show")
        let sheet = try #require(sheetNode(host))
        #expect(throws: HostEventError.self) { try host.graph.send(.tap(sheet.id)) }
        await host.settle()
        #expect(sheetNode(host) != nil)
        try await host.tap("close")
        #expect(sheetNode(host) == nil)
    }

    @Test func anItemSheetIsReplacedByAnotherItem() async throws {
        let probe = Probe()
        let host = HeadlessHost(ItemPresenter(probe: probe))
        try await host.tap("apple")
        #expect(host.snapshot().contains("fruit apple"))
        try await host.waitUntil { probe.count("start apple") == 1 }
        try await host.tap("pear")
        #expect(host.snapshot().contains("fruit pear"))
        #expect(probe.count("cancel apple") == 1)
        try await host.waitUntil { probe.count("start pear") == 1 }
        let sheet = try #require(sheetNode(host))
        try await host.send(.tap(sheet.id))
        #expect(sheetNode(host) == nil)
        #expect(probe.count("cancel pear") == 1)
        #expect(probe.count("dismissed") == 2)
    }
}
