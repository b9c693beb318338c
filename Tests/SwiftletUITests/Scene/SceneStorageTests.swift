@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private struct SceneCounter: View {
    @SceneStorage("taps") private var taps = 0
    @SceneStorage("title") private var title = "Untitled"
    @AppStorage("taps") private var appTaps = 0

    var body: some View {
        VStack {
            Text("taps: \(taps)")
            Text("title: \(title)")
            Text("app taps: \(appTaps)")
            Button("tap") { taps += 1 }
        }
    }
}

/// Counts how often its body runs with each title, so a test sees the value of the first evaluation.
@MainActor private final class FirstReads {
    var titles: [String] = []
}

private struct FirstTitle: View {
    @SceneStorage("title") private var title = "Untitled"
    let reads: FirstReads

    var body: some View {
        reads.titles.append(title)
        return Text(title)
    }
}

@MainActor
@Suite struct SceneStorageTests {
    @Test func writesAreKeptPerSceneApartFromAppStorage() async throws {
        let host = HeadlessHost(SceneCounter())
        var written: [String] = []
        host.graph.host.sceneStorage.onWrite = { key, value in written.append("\(key)=\(value ?? "nil")") }
        try await host.tap("tap")
        try await host.tap("tap")
        #expect(host.snapshot().contains("taps: 2"))
        #expect(host.snapshot().contains("app taps: 0"))
        #expect(host.graph.host.sceneStorage.all == ["taps": "2"])
        #expect(host.graph.host.appStorage.all.isEmpty)
        #expect(written == ["taps=1", "taps=2"])
        await host.unmount()
    }

    @Test func restoredValuesAreReadByTheFirstEvaluation() async throws {
        let reads = FirstReads()
        let host = SceneStorageRestoration.$values.withValue(["title": "Restored"]) {
            HeadlessHost(FirstTitle(reads: reads))
        }
        #expect(reads.titles == ["Restored"])
        #expect(host.snapshot().contains("Restored"))
        await host.unmount()
    }

    @Test func loadedValuesUpdateReadersAndBadValuesFallBack() async throws {
        let host = HeadlessHost(SceneCounter())
        host.graph.host.sceneStorage.load(["taps": "5", "title": "Loaded"])
        await host.settle()
        #expect(host.snapshot().contains("taps: 5") && host.snapshot().contains("title: Loaded"))
        host.graph.host.sceneStorage.load(["taps": "five"])
        await host.settle()
        #expect(host.snapshot().contains("taps: 0"))
        await host.unmount()
    }
}
