@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// The page marks a control busy until the reply to its event arrives, so every event that
/// carries a `ref` gets exactly one reply naming it — the tick frame it caused, an ack, or an error —
/// even when the message is rejected before it could be read as an event.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct EventReplyTests {
    let counter = WebApp(name: "counter", title: "Counter", summary: "") { CounterView() }

    @Test func everyRejectedEventIsAnsweredWithItsRef() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(counter)
        let long = String(repeating: "x", count: 40_000)
        let rejected: [(message: String, ref: Int)] = [
            (#"{"ev":"input","id":1,"value":"\#(long)","ref":11}"#, 11),  // a value over maxValueBytes
            (#"{"ev":"warp","id":1,"ref":12}"#, 12),  // an unknown event
            (#"{"ev":"toggle","id":1,"on":"yes","ref":13}"#, 13),  // a field of the wrong type
            (#"{"ev":"tap","ref":14}"#, 14),  // no node
            (#"{"ref":15,"ev":"input","id":1,"value":"\#(long)\#(long)"}"#, 15),  // over maxMessageBytes, ref first
        ]
        for (message, ref) in rejected {
            await session.receive(message)
            let frame = try await nextFrame(session)
            #expect(frame.hasPrefix(#"{"ref":\#(ref),"error":"#), "\(frame.prefix(80))")
        }
        registry.close(session)
    }

    @Test func aMessageTooLargeToReadWithItsRefLastGetsAnErrorWithoutARef() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(counter)
        await session.receive(#"{"ev":"input","id":1,"value":"\#(String(repeating: "x", count: 70_000))","ref":9}"#)
        let frame = try await nextFrame(session)
        #expect(frame.hasPrefix(#"{"error":"message of"#))
        // The session carries on and answers the next event.
        let button = try #require(session.graph.tree.first(withText: "Add"))
        await session.receive(#"{"ref":10,"ev":"tap","id":\#(button.id.rawValue)}"#)
        #expect(try await nextFrame(session).hasSuffix(#""refs":[10]}"#))
        registry.close(session)
    }

    @Test func appliedEventsAreAnsweredByTheirTickOrAnAck() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(counter)
        let add = try #require(session.graph.tree.first(withText: "Add"))
        let nothing = try #require(session.graph.tree.first(withText: "Nothing"))
        await session.receive(#"{"ref":1,"ev":"tap","id":\#(add.id.rawValue)}"#)
        #expect(try await nextFrame(session).hasSuffix(#""refs":[1]}"#))
        await session.receive(#"{"ref":2,"ev":"tap","id":\#(nothing.id.rawValue)}"#)
        #expect(try await nextFrame(session) == #"{"seq":1,"ack":2}"#)
        registry.close(session)
    }

    @Test(arguments: [
        #"{"ev":"tap","id":1}"#, #"{"ev":"tap","id":1,"ref":-3}"#, #"{"ev":"tap","id":1,"ref":1.5}"#,
        #"{"ev":"tap","id":1,"ref":"7"}"#, #"{"ev":"tap","id":1,"ref":99999999999999999999}"#,
        #"{"ev":"tap","id":1,"ref":9007199254740992}"#, "<script>", #"["ref",3]"#, "",
    ])
    func aRefThatIsNotAWholeNumberTheBrowserSendsIsNotRead(message: String) {
        #expect(ClientMessage.reference(in: message, limits: .init()) == nil)
    }

    @Test func onlyALeadingRefIsReadFromAMessageOverTheLimit() {
        let limits = ClientMessage.Limits(maxMessageBytes: 32)
        let padding = String(repeating: "x", count: 64)
        #expect(ClientMessage.reference(in: #"{"ref":42,"ev":"tap","v":"\#(padding)"}"#, limits: limits) == 42)
        #expect(ClientMessage.reference(in: #"{"ref":42}"# + padding, limits: limits) == 42)
        #expect(ClientMessage.reference(in: #"{"ev":"tap","ref":42,"v":"\#(padding)"}"#, limits: limits) == nil)
        #expect(ClientMessage.reference(in: #"{"ref":,"v":"\#(padding)"}"#, limits: limits) == nil)
        #expect(ClientMessage.reference(in: #"{"ref":12345678901234567890,"v":"\#(padding)"}"#, limits: limits) == nil)
        #expect(ClientMessage.reference(in: #"{"ref": 42,"v":"\#(padding)"}"#, limits: limits) == nil)
    }
}
