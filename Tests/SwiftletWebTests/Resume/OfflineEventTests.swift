import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// A button whose label counts its taps, and a switch that renames the other button.
private struct RenamingView: View {
    @State private var taps = 0
    @State private var renamed = false

    var body: some View {
        VStack {
            Button("Tapped \(taps)") { taps += 1 }
            Button(renamed ? "Delete everything" : "Keep") {}
            Button("Rename") { renamed = true }
        }
    }
}

/// Events a page queued while its socket was down carry the frame they were made against.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct OfflineEventTests {
    private let app = WebApp(name: "renaming", title: "Renaming", summary: "") { RenamingView() }

    private func click(_ session: WebSession, _ label: String, ref: Int, madeAt: Int) async throws {
        let node = try #require(session.graph.tree.first(withText: label))
        await session.receive(#"{"ev":"tap","id":\#(node.id.rawValue),"ref":\#(ref),"seq":\#(madeAt)}"#)
    }

    private func drain(_ session: WebSession) async throws -> [String] {
        session.close()
        let frames = session.frames
        return try await withTimeout(.seconds(30)) { await frames.reduce(into: []) { $0.append($1) } }
    }

    @Test func aQueuedTapOnANodeThatChangedSinceIsDroppedWithAnErrorFrame() async throws {
        let session = WebSession(app: app, token: "t", limits: .init(), logger: Logger(label: "test"))
        let madeAt = session.sequence
        // While the page was offline, something else (here an event of another page of this session's,
        // sent without a frame) renamed the button it is about to tap.
        let rename = try #require(session.graph.tree.first(withText: "Rename"))
        await session.receive(#"{"ev":"tap","id":\#(rename.id.rawValue),"ref":1}"#)
        #expect(session.graph.tree.first(withText: "Delete everything") != nil)
        // The page comes back and sends what it queued.
        _ = session.attach(received: nil, pageSequence: nil)
        try await click(session, "Delete everything", ref: 2, madeAt: madeAt)
        let frames = try await drain(session)
        #expect(frames.contains { $0.contains(#""ref":2"#) && $0.contains("dropped: the node changed after frame") })
    }

    @Test func queuedTapsAreNotDroppedForChangesTheyCausedThemselves() async throws {
        let session = WebSession(app: app, token: "t", limits: .init(), logger: Logger(label: "test"))
        let madeAt = session.sequence
        _ = session.attach(received: nil, pageSequence: nil)
        try await click(session, "Tapped 0", ref: 1, madeAt: madeAt)
        // The same button, tapped twice offline: its label changed because of the first tap.
        let node = try #require(session.graph.tree.first(withText: "Tapped 1"))
        await session.receive(#"{"ev":"tap","id":\#(node.id.rawValue),"ref":2,"seq":\#(madeAt)}"#)
        #expect(session.graph.tree.first(withText: "Tapped 2") != nil)
        let frames = try await drain(session)
        #expect(!frames.contains { $0.contains("dropped") })
    }
}
