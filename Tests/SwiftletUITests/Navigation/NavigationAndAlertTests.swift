@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Detail: View {
    let name: String
    let probe: Probe
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("detail \(name)")
            Button("done") { dismiss() }
        }
        .task {
            probe.record("loading \(name)")
            await withTaskCancellationHandler {
                try? await Task.sleep(for: .seconds(86_400))  // suspends, without spinning, until cancelled
            } onCancel: {
                probe.record("cancelled \(name)")
            }
        }
    }
}

private struct Catalog: View {
    let probe: Probe
    @State private var showsError = false

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("open A", destination: Detail(name: "A", probe: probe))
                Button("fail") { showsError = true }
            }
            .navigationTitle("Catalog")
            .alert("Error", isPresented: $showsError) {
                Button("Close") { probe.record("closed") }
            } message: {
                Text("The server responded with an error.")
            }
        }
    }
}

@MainActor
@Suite struct NavigationAndAlertTests {
    @Test func linkPushesAndBackPopsCancellingTheScreensTasks() async throws {
        let probe = Probe()
        let host = HeadlessHost(Catalog(probe: probe))
        host.evaluations.reset()
        try await host.tap("open A")
        // The push is applied by the next tick, which mounts the destination and evaluates it once.
        #expect(host.evaluations.count(of: Detail.self) == 1)
        #expect(host.snapshot().contains("detail A"))
        #expect(!host.snapshot().contains("open A"))
        let stack = try #require(host.graph.tree.allNodes.first { $0.kind == .navigationStack })
        #expect(stack.attributes[.depth] == "1")
        try await host.waitUntil { probe.count("loading A") == 1 }

        try await host.navigateBack()
        #expect(probe.count("cancelled A") == 1)
        #expect(host.snapshot().contains("open A"))
        #expect(throws: HostEventError.self) { try host.graph.send(.navigateBack(stack.id)) }
    }

    @Test func dismissPopsThePushedScreen() async throws {
        let probe = Probe()
        let host = HeadlessHost(Catalog(probe: probe))
        try await host.tap("open A")
        try await host.tap("done")
        #expect(host.snapshot().contains("open A"))
        #expect(probe.count("cancelled A") == 1)
    }

    @Test func alertShowsWhilePresentedAndItsButtonsDismissIt() async throws {
        let probe = Probe()
        let host = HeadlessHost(Catalog(probe: probe))
        #expect(!host.snapshot().contains("Alert"))
        try await host.tap("fail")
        #expect(host.snapshot().contains("Alert Error"))
        #expect(host.snapshot().contains("The server responded with an error."))
        let alert = try #require(host.graph.tree.allNodes.first { $0.kind == .alert })
        #expect(alert.text == "Error")
        #expect(alert.children.map(\.kind) == [.group, .group])
        #expect(alert.children.map { $0.attributes[.role] } == ["message", "actions"])
        try await host.tap("Close")
        #expect(probe.count("closed") == 1)
        #expect(!host.snapshot().contains("Alert"))
    }
}
