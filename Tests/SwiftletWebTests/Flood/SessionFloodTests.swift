import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// What one browser can make a session hold: queued frames, renders, stored values, log lines.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct SessionFloodTests {
    let counter = WebApp(name: "counter", title: "Counter", summary: "") { CounterView() }

    private func session(_ app: WebApp, bufferedBytes: Int = 1 << 20, logger: Logger = Logger(label: "test"))
        -> WebSession
    {
        WebSession(app: app, token: "t", limits: .init(), bufferedBytes: bufferedBytes, logger: logger)
    }

    private func drain(_ session: WebSession) async throws -> [String] {
        let frames = session.frames
        return try await withTimeout(.seconds(60)) { await frames.reduce(into: []) { $0.append($1) } }
    }

    @Test func aBrowserThatDoesNotReadCostsAtMostTheFrameBoundAndCatchesUpWithOneRender() async throws {
        let session = session(counter, bufferedBytes: 16_384)
        let button = try #require(session.graph.tree.first(withText: "Add"))
        for ref in 1...500 {
            await session.receive(#"{"ev":"tap","id":\#(button.id.rawValue),"ref":\#(ref)}"#)
            #expect(session.queuedFrameBytes <= 16_384)
        }
        let sequence = session.sequence
        // The browser reads again: whatever was dropped, it gets one render of the latest tree.
        let stream = session.frames
        var frames = try await withTimeout(.seconds(60)) {
            var frames: [String] = []
            for await frame in stream {
                frames.append(frame)
                if frame.contains("\"render\"") { break }
            }
            return frames
        }
        session.close()
        frames += try await drain(session)
        let renders = frames.filter { $0.contains("\"render\"") }
        #expect(renders.count == 1)
        #expect(renders.first?.hasPrefix(#"{"seq":\#(sequence),"render":"#) == true)
        #expect(renders.first?.contains("Count: 500") == true)
        // Every click is answered (a tick carrying its ref, or an ack): no page waits forever.
        var answered = Set<Int>()
        for frame in frames {
            if let ack = frame.firstMatch(of: /"ack":(\d+)/) { answered.insert(Int(ack.1) ?? 0) }
            if let refs = frame.firstMatch(of: /"refs":\[([\d,]+)\]/) {
                for ref in refs.1.split(separator: ",") { answered.insert(Int(ref) ?? 0) }
            }
        }
        #expect(answered == Set(1...500))
    }

    @Test func repeatedResyncsOnALongPageQueueOneRenderBuiltWhenWritten() async throws {
        let app = WebApp(name: "rows", title: "Rows", summary: "") { ManyRowsView(count: 1_000) }
        let session = session(app)
        for _ in 1...2_000 { await session.receive(#"{"ev":"resync"}"#) }
        // Nothing is built until the socket can take it: one marker, no bytes.
        #expect(session.queuedFrameBytes == 0)
        session.close()
        let frames = try await drain(session)
        #expect(frames.isEmpty)
    }

    @Test func aResyncFloodGetsOneRenderPerWrite() async throws {
        let app = WebApp(name: "rows", title: "Rows", summary: "") { ManyRowsView(count: 1_000) }
        let session = session(app)
        for _ in 1...2_000 { await session.receive(#"{"ev":"resync"}"#) }
        let frames = session.frames
        let first = try await withTimeout(.seconds(60)) { await frames.first { _ in true } }
        #expect(first?.contains("Row number 999") == true)
        #expect(session.queuedFrameBytes == 0)
        session.close()
    }

    @Test func storageKeysAreCappedPerSessionWithAnErrorFrame() async throws {
        let session = session(counter)
        for batch in 0..<20 {
            let values = (0..<64).map { #""k\#(batch)-\#($0)":"\#(String(repeating: "v", count: 100))""# }
            await session.receive(#"{"ev":"storage","values":{\#(values.joined(separator: ","))}}"#)
        }
        #expect(session.storedKeyCount <= ClientMessage.Limits().maxStorageKeys)
        session.close()
        let frames = try await drain(session)
        let errors = frames.filter { $0.contains("\"error\"") && $0.contains("storage refused") }
        #expect(errors.count == 16)
    }

    @Test func anOversizedStoredValueIsRefusedAloneByNameAndTheOthersLoad() async throws {
        let session = session(counter)
        let big = String(repeating: "v", count: 40_000)
        await session.receive(#"{"ev":"storage","values":{"small":"1","big":"\#(big)"},"oversized":["huge"]}"#)
        #expect(session.storedKeyCount == 1)
        session.close()
        let frames = try await drain(session)
        let errors = frames.filter { $0.contains("\"error\"") }
        #expect(errors.count == 1)
        #expect(
            errors.first?.contains(
                #"storage refused for 2 keys (the others are kept): \"big\" is too large (a value may have 32768 bytes, a key 256); \"huge\" is too large"#
            ) == true, "\(errors)")
    }

    @Test func repeatedRejectionsAreLoggedOnceWithACountAndClientTextIsEscaped() async throws {
        let capture = CapturedLog()
        let session = session(counter, logger: capture.logger())
        let forged = "x\nwarning forged line " + String(repeating: "A", count: 10_000)
        for _ in 1...100 {
            await session.receive(#"{"ev":"\#(forged.replacingOccurrences(of: "\n", with: "\\n"))"}"#)
        }
        session.close()
        let rejections = capture.all.filter { $0.contains("rejected browser message") }
        // The first rejection, then at close the count of the 99 that followed within the interval.
        #expect(rejections.count == 2)
        #expect(rejections.last?.contains("99 more") == true)
        for line in capture.all {
            #expect(!line.contains("\n"))
            // The message, after CapturedLog's `SECONDS LABEL LEVEL ` prefix.
            #expect(line.split(separator: " ", maxSplits: 3).last.map { $0.utf8.count < 400 } == true)
        }
        let frames = try await drain(session)
        #expect(frames.count == 100)
        for frame in frames { #expect(frame.utf8.count < 400 && frame.contains(#"\\u{a}"#)) }
    }
}
