import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@MainActor
@Suite(.timeLimit(.minutes(2))) struct WebSessionTests {
    let counter = WebApp(name: "counter", title: "Counter", summary: "") { CounterView() }

    @Test func clickRepliesWithTheTickItCausedCarryingTheRef() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(counter)
        let button = try #require(session.graph.tree.first(withText: "Add"))
        let label = try #require(session.graph.tree.first(withText: "Count: 0"))
        await session.receive(#"{"ev":"tap","id":\#(button.id.rawValue),"ref":1}"#)
        let frame = try await nextFrame(session)
        #expect(frame == #"{"seq":1,"ops":[["text","n\#(label.id.rawValue)","Count: 1"]],"refs":[1]}"#)
        registry.close(session)
    }

    @Test func framesAreNumberedInOrder() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(counter)
        let button = try #require(session.graph.tree.first(withText: "Add"))
        for ref in 1...3 {
            await session.receive(#"{"ev":"tap","id":\#(button.id.rawValue),"ref":\#(ref)}"#)
        }
        for sequence in 1...3 {
            let frame = try await nextFrame(session)
            #expect(frame.hasPrefix(#"{"seq":\#(sequence),"#))
            #expect(frame.contains("Count: \(sequence)"))
        }
        registry.close(session)
    }

    @Test func eventThatChangesNothingIsAcknowledged() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(counter)
        let button = try #require(session.graph.tree.first(withText: "Nothing"))
        await session.receive(#"{"ev":"tap","id":\#(button.id.rawValue),"ref":5}"#)
        #expect(try await nextFrame(session) == #"{"seq":0,"ack":5}"#)
        registry.close(session)
    }

    @Test func unknownNodesAndMalformedEventsGetErrorFramesAndTheSessionCarriesOn() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(counter)
        await session.receive(#"{"ev":"tap","id":424242,"ref":2}"#)
        #expect(try await nextFrame(session) == #"{"ref":2,"error":"unknown node n424242"}"#)
        await session.receive("<script>")
        #expect(try await nextFrame(session).contains("malformed event"))
        let label = try #require(session.graph.tree.first(withText: "Count: 0"))
        await session.receive(#"{"ev":"toggle","id":\#(label.id.rawValue),"on":true,"ref":3}"#)
        #expect(try await nextFrame(session).hasPrefix(#"{"ref":3,"error":"event rejected"#))
        let button = try #require(session.graph.tree.first(withText: "Add"))
        await session.receive(#"{"ev":"tap","id":\#(button.id.rawValue),"ref":4}"#)
        #expect(try await nextFrame(session).contains("Count: 1"))
        registry.close(session)
    }

    @Test func binaryMessagesAndOversizedMessagesGetErrorFramesAndTheSessionCarriesOn() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(counter)
        session.receiveBinary()
        #expect(try await nextFrame(session).contains("binary messages"))
        await session.receive(String(repeating: "x", count: 70_000))
        #expect(try await nextFrame(session).contains("exceeds the limit of 65536"))
        let button = try #require(session.graph.tree.first(withText: "Add"))
        await session.receive(#"{"ev":"tap","id":\#(button.id.rawValue),"ref":4}"#)
        #expect(try await nextFrame(session).contains("Count: 1"))
        registry.close(session)
    }

    @Test func beyondTheFrameBufferTheOldestFramesGiveWayToOneRender() async throws {
        let session = WebSession(
            app: counter, token: "buffer", limits: .init(), bufferedFrames: 2, logger: Logger(label: "test"))
        for ref in 1...3 { await session.receive(#"{"ev":"tap","id":424242,"ref":\#(ref)}"#) }
        // The browser missed frames: it gets the tree as it is, then the newest frame.
        #expect(try await nextFrame(session).hasPrefix(#"{"seq":0,"render":"#))
        #expect(try await nextFrame(session).hasPrefix(#"{"ref":3,"#))
        session.close()
    }

    @Test func hiddenPageGetsOneRenderWhenVisibleAgain() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(counter)
        let button = try #require(session.graph.tree.first(withText: "Add"))
        await session.receive(#"{"ev":"visibility","hidden":true}"#)
        await session.receive(#"{"ev":"tap","id":\#(button.id.rawValue)}"#)
        await session.graph.settle()
        await session.receive(#"{"ev":"visibility","hidden":false}"#)
        let frame = try await nextFrame(session)
        #expect(frame.hasPrefix(#"{"seq":1,"render":"#))
        #expect(frame.contains("Count: 1"))
        registry.close(session)
    }

    @Test func closingUnmountsTheTreeCancelsItsTasksAndEndsFrames() async throws {
        let registry = makeTestRegistry()
        let probe = TaskProbe()
        let app = WebApp(name: "task", title: "Task", summary: "") { LongTaskView(probe: probe) }
        let session = registry.createPending(app)
        await session.graph.settle()
        #expect(probe.started == 1)
        #expect(registry.liveCount == 1)
        registry.close(session)
        #expect(registry.liveCount == 0)
        #expect(session.isClosed)
        await Task.yield()
        let frames = session.frames
        let remaining = try await withTimeout(.seconds(60)) { await frames.reduce(0) { count, _ in count + 1 } }
        #expect(remaining == 0)
        try await withTimeout(.seconds(60)) {
            while await MainActor.run(body: { probe.cancelled }) == 0 { try await Task.sleep(for: .milliseconds(2)) }
        }
        #expect(probe.cancelled == 1)
    }

    @Test func pendingSessionIsAdoptedOnlyForItsAppAndItsTokenEndsOnceThePageHoldsTheNext() async {
        let registry = makeTestRegistry()
        let session = registry.createPending(counter)
        let first = session.token
        #expect(registry.resume(token: first, appName: "other") == nil)
        #expect(registry.resume(token: first, appName: "counter") === session)
        #expect(registry.pendingCount == 0)
        // Until the page says it holds the token of its hello, the one it came with still resumes
        // (its socket may have died before the hello reached it); then it is void.
        #expect(registry.resume(token: first, appName: "counter") === session)
        await session.handle(.tokenReceived)
        #expect(registry.resume(token: first, appName: "counter") == nil)
        registry.closeAll()
        #expect(registry.liveCount == 0)
    }

    @Test func aTokenResumesOnceFromItsOwnOriginAndTheNextIsANewOne() async {
        let registry = makeTestRegistry()
        let session = registry.createPending(counter)
        let first = session.token
        // The page's socket adopts its session from the page's origin; the token it used is void.
        #expect(registry.resume(token: first, appName: "counter", origin: "http://127.0.0.1:8080") === session)
        let second = session.token
        #expect(second != first && SessionToken.publicPart(of: second) == SessionToken.publicPart(of: first))
        await session.handle(.tokenReceived)  // the page got the hello's token
        #expect(registry.resume(token: first, appName: "counter", origin: "http://127.0.0.1:8080") == nil)
        // The current token from another origin (a page elsewhere that learned it) resumes nothing.
        #expect(registry.resume(token: second, appName: "counter", origin: "http://attacker.example") == nil)
        #expect(registry.resume(token: second, appName: "counter", origin: nil) == nil)
        #expect(registry.resume(token: second, appName: "counter", origin: "http://127.0.0.1:8080") === session)
        #expect(session.token != second && registry.liveCount == 1)
        registry.closeAll()
        #expect(registry.liveCount == 0)
    }
}
