import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@MainActor
@Suite(.timeLimit(.minutes(2))) struct FramePacingTests {
    /// A counter's session; its tick frames are paced at `interval` (the default 1/30 s unless given).
    private func session(interval: Duration = FramePacer.defaultInterval) -> (SessionRegistry, WebSession) {
        let registry = SessionRegistry(
            pendingTimeout: .seconds(3600), clock: ContinuousClock(), limits: .init(), minimumFrameInterval: interval,
            logger: Logger(label: "test"))
        return (registry, registry.createPending(WebApp(name: "counter", title: "", summary: "") { CounterView() }))
    }

    @Test func ticksInQuickSuccessionGoOutAsOneFrameWithAllTheirChanges() async throws {
        // Two seconds: the ten ticks below come within it even on a starved machine (at 1/30 s a
        // stall between the first two ticks sent a third frame).
        let (registry, session) = session(interval: .seconds(2))
        let button = try #require(session.graph.tree.first(withText: "Add"))
        for _ in 1...10 {
            try session.graph.send(.tap(button.id))
            session.graph.tick()
        }
        let stream = session.frames
        let frames = try await withTimeout(.seconds(60)) {
            var frames: [String] = []
            for await frame in stream {
                frames.append(frame)
                if frame.contains("Count: 10") { break }
            }
            return frames
        }
        // The first tick goes out at once; the nine that followed within the interval form one frame.
        #expect(frames.count == 2)
        #expect(frames[0].hasPrefix(#"{"seq":1,"#) && frames[0].contains("Count: 1\""))
        #expect(frames[1].hasPrefix(#"{"seq":2,"#))
        // Only the last of the nine text changes of the label is kept.
        let label = try #require(session.graph.tree.first(withText: "Count: 10"))
        #expect(frames[1] == #"{"seq":2,"ops":[["text","n\#(label.id.rawValue)","Count: 10"]]}"#)
        registry.close(session)
    }

    @Test func compactionKeepsStructureAndTheLastValueOfEachTarget() {
        let changes: [DOMChange] = [
            .setAttribute(target: "n1", name: "value", value: "0.1"),
            .setText(target: "n2", text: "a"),
            .insert(parent: NodeID(3), index: 0, element: DOMElement(tag: "span", attributes: [])),
            .setAttribute(target: "n1", name: "value", value: "0.2"),
            .removeAttribute(target: "n1", name: "disabled"),
            .setText(target: "n2", text: "b"),
            .remove(NodeID(4)),
        ]
        #expect(
            FramePacer.compacted(changes) == [
                .insert(parent: NodeID(3), index: 0, element: DOMElement(tag: "span", attributes: [])),
                .setAttribute(target: "n1", name: "value", value: "0.2"),
                .removeAttribute(target: "n1", name: "disabled"),
                .setText(target: "n2", text: "b"),
                .remove(NodeID(4)),
            ])
    }

    @Test func aReplyIsNeverHeldBack() async throws {
        let (registry, session) = session()
        let button = try #require(session.graph.tree.first(withText: "Add"))
        try session.graph.send(.tap(button.id))
        session.graph.tick()
        // Within the interval of that frame, a clicked event still gets its frame at once.
        await session.receive(#"{"ev":"tap","id":\#(button.id.rawValue),"ref":7}"#)
        let stream = session.frames
        let frames = try await withTimeout(.seconds(60)) { await Array(stream.prefix(2)) }
        #expect(frames[1].hasPrefix(#"{"seq":2,"#))
        #expect(frames[1].contains("Count: 2") && frames[1].hasSuffix(#""refs":[7]}"#))
        registry.close(session)
    }
}
