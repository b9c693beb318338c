import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private struct PhaseLabel: View {
    @Environment(\.scenePhase) private var phase
    var body: some View { Text("phase: \(phase.rawValue)") }
}

private struct Static: View {
    var body: some View { Text("static") }
}

private struct Screen: View {
    var body: some View {
        VStack {
            PhaseLabel()
            Static()
        }
    }
}

/// Records the lifecycle notifications posted on one center, in order.
@MainActor
private final class LifecycleRecorder {
    private(set) var names: [String] = []
    private var tokens: [any NSObjectProtocol] = []

    init(center: NotificationCenter) {
        for name in [
            Notification.Name.appWillResignActive, .appDidEnterBackground, .appWillEnterForeground, .appDidBecomeActive,
        ] {
            tokens.append(
                center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let text = note.name.rawValue.replacingOccurrences(of: "SwiftletUI.", with: "")
                    MainActor.assumeIsolated { self?.names.append(text) }
                })
        }
    }
}

@MainActor
@Suite struct ScenePhaseTests {
    @Test func theHostDrivesThePhaseAndOnlyItsReadersRunAgain() async throws {
        let host = HeadlessHost(Screen())
        #expect(host.snapshot().contains("phase: active"))
        host.graph.setScenePhase(.background)
        await host.settle()
        #expect(host.snapshot().contains("phase: background"))
        #expect(host.evaluations.count(of: PhaseLabel.self) == 2)
        #expect(host.evaluations.count(of: Static.self) == 1)
        #expect(host.graph.scenePhase == .background)
        await host.unmount()
    }

    @Test func transitionsPostTheLifecycleNotificationsInOrder() async throws {
        let host = HeadlessHost(Screen())
        let recorder = LifecycleRecorder(center: host.graph.host.notificationCenter)
        host.graph.setScenePhase(.background)
        #expect(recorder.names == ["appWillResignActive", "appDidEnterBackground"])
        host.graph.setScenePhase(.background)
        #expect(recorder.names.count == 2)
        host.graph.setScenePhase(.active)
        #expect(
            recorder.names == [
                "appWillResignActive", "appDidEnterBackground", "appWillEnterForeground", "appDidBecomeActive",
            ])
        host.graph.setScenePhase(.inactive)
        host.graph.setScenePhase(.active)
        #expect(recorder.names.suffix(2) == ["appWillResignActive", "appDidBecomeActive"])
        await host.unmount()
    }

    @Test func eachGraphHasItsOwnCenter() async throws {
        let first = HeadlessHost(Screen())
        let second = HeadlessHost(Screen())
        let recorder = LifecycleRecorder(center: second.graph.host.notificationCenter)
        first.graph.setScenePhase(.background)
        #expect(recorder.names.isEmpty)
        await first.unmount()
        await second.unmount()
    }
}
