import Dispatch
import Foundation
import Observation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
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

/// The `@Observable` counterpart, mutated from a background task on purpose (same reasoning as
/// `BackgroundFeed`: one detached writer, the main actor reads only after the change was announced).
@Observable
private final class BackgroundScore: @unchecked Sendable {
    var value = "initial"
}

private struct ScoreView: View {
    let score: BackgroundScore
    var body: some View { Text(score.value) }
}

/// Runs `work` on a thread of its own and blocks the main actor until it returns, so whatever the
/// work queues on the main actor runs after it has finished (the write is stored before the hop).
@MainActor private func offMain(_ work: @escaping @Sendable () -> Void) throws {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        work()
        done.signal()
    }
    guard done.wait(timeout: .now() + 60) == .success else { throw TimeoutError(duration: .seconds(60)) }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct OffMainPublishTests {
    @Test func offMainWriteIsAppliedOnTheNextTickWithADiagnostic() async throws {
        let feed = BackgroundFeed()
        let host = HeadlessHost(FeedView(feed: feed))
        #expect(host.snapshot() == "initial")
        try offMain { feed.value = "from the background" }
        try await host.waitUntil { host.snapshot() == "from the background" }
        #expect(host.diagnostics.contains { $0.kind == .offMainPublish && $0.message.contains("BackgroundFeed") })
        // The mount, the tick after the hop, and the look once more after the following tick.
        await host.settle()
        #expect(host.evaluations.count(of: FeedView.self) == 3)
    }

    @Test func offMainObservableWriteIsAppliedWithADiagnostic() async throws {
        let score = BackgroundScore()
        let host = HeadlessHost(ScoreView(score: score))
        try offMain { score.value = "from the background" }
        try await host.waitUntil { host.snapshot() == "from the background" }
        #expect(host.diagnostics.contains { $0.kind == .offMainPublish && $0.message.contains("@Observable") })
        // As for `objectWillChange`: the mount, the tick after the hop, and the look once more.
        await host.settle()
        #expect(host.evaluations.count(of: ScoreView.self) == 3)
        await host.unmount()
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
