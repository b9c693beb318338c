import SwiftletTesting
import SwiftletUI
import Testing

/// A model mutated from a background task on purpose, to show the engine does not lose the write.
/// `@unchecked Sendable`: the test writes `value` from one detached task while the main actor only
/// reads it after the write was announced; that is exactly the misuse under test.
private final class BackgroundFeed: ObservableObject, @unchecked Sendable {
    @Published var value = "initial"
}

private struct FeedView: View {
    @ObservedObject var feed: BackgroundFeed
    var body: some View { Text(feed.value) }
}

@MainActor
@Suite struct OffMainPublishTests {
    @Test func offMainWriteIsAppliedOnTheNextTickWithADiagnostic() async throws {
        let feed = BackgroundFeed()
        let host = HeadlessHost(FeedView(feed: feed))
        #expect(host.snapshot() == "initial")
        await Task.detached { feed.value = "from the background" }.value
        try await host.waitUntil { host.snapshot() == "from the background" }
        #expect(host.diagnostics.contains { $0.kind == .offMainPublish && $0.message.contains("BackgroundFeed") })
    }

    @Test func mainActorWriteHasNoDiagnostic() async throws {
        let feed = BackgroundFeed()
        let host = HeadlessHost(FeedView(feed: feed))
        feed.value = "on main"
        await host.settle()
        #expect(host.snapshot() == "on main")
        #expect(host.diagnostics.isEmpty)
    }
}
