import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private final class Unprovided: ObservableObject {
    @Published var value = 0
}

private struct NeedsUnprovided: View {
    @EnvironmentObject var object: Unprovided
    var body: some View { Text("value \(object.value)") }
}

private struct BreakableCounter: View {
    @State private var count = 0
    @State private var broken = false
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
            Button("Break") { broken = true }
            if broken { NeedsUnprovided() }
        }
    }
}

/// Collects frames of `session` until one satisfies `done`.
@MainActor
private func frames(of session: WebSession, until done: @escaping @Sendable (String) -> Bool) async throws -> [String] {
    let stream = session.frames
    return try await withTimeout(.seconds(60)) {
        var frames: [String] = []
        for await frame in stream {
            frames.append(frame)
            if done(frame) { return frames }
        }
        throw EndOfFrames()
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct SessionIsolationTests {
    @Test func aMisuseInOneSessionShowsItsErrorViewAndLeavesTheOtherSessionRunning() async throws {
        let registry = SessionRegistry(
            pendingTimeout: .seconds(3600), clock: ContinuousClock(), limits: .init(), logger: Logger(label: "test"))
        let app = WebApp(name: "breakable", title: "", summary: "") { BreakableCounter() }
        let broken = registry.createPending(app)
        let healthy = registry.createPending(app)
        #expect(registry.liveCount == 2)

        let breakButton = try #require(broken.graph.tree.first(withText: "Break"))
        await broken.receive(#"{"ev":"tap","id":\#(breakButton.id.rawValue),"ref":1}"#)
        let brokenFrames = try await frames(of: broken) { $0.contains("could not render") }
        let errorFrame = try #require(brokenFrames.last)
        #expect(
            errorFrame.contains(
                "Swiftlet could not render this view: No Unprovided in the environment: provide one with .environmentObject(_:)"
            ))
        #expect(errorFrame.contains(#"["data-fault","true"]"#))
        #expect(broken.graph.fault != nil)

        // Further events of the broken session are refused with an error frame, nothing else.
        let errorText = try #require(
            broken.graph.tree.first(withText: ViewGraph.errorMessage(for: broken.graph.fault!.reason)))
        await broken.receive(#"{"ev":"tap","id":\#(errorText.id.rawValue),"ref":2}"#)
        let refused = try await frames(of: broken) { $0.contains(#""ref":2"#) }
        #expect(refused.last?.contains(#""error""#) == true)

        // The other session of the same app still ticks.
        let add = try #require(healthy.graph.tree.first(withText: "Add"))
        await healthy.receive(#"{"ev":"tap","id":\#(add.id.rawValue),"ref":1}"#)
        let healthyFrames = try await frames(of: healthy) { $0.contains("Count: 1") }
        #expect(healthyFrames.last?.hasPrefix(#"{"seq":1,"#) == true)
        #expect(healthy.graph.fault == nil)

        // The broken session closes cleanly.
        registry.close(broken)
        #expect(broken.isClosed)
        #expect(registry.liveCount == 1)
        registry.close(healthy)
        #expect(registry.liveCount == 0)
    }
}
