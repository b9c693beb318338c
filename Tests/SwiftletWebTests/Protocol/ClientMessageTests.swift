@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct ClientMessageTests {
    @Test func decodesEveryEvent() throws {
        #expect(try ClientMessage.decode(#"{"ev":"tap","id":4,"ref":1}"#) == .event(.tap(NodeID(4)), ref: 1))
        #expect(
            try ClientMessage.decode(#"{"ev":"input","id":4,"value":"<b>"}"#)
                == .event(.input(NodeID(4), "<b>"), ref: nil))
        #expect(try ClientMessage.decode(#"{"ev":"submit","id":4}"#) == .event(.submit(NodeID(4)), ref: nil))
        #expect(
            try ClientMessage.decode(#"{"ev":"toggle","id":4,"on":true}"#) == .event(.toggle(NodeID(4), true), ref: nil)
        )
        #expect(
            try ClientMessage.decode(#"{"ev":"select","id":4,"value":"S2"}"#)
                == .event(.select(NodeID(4), "S2"), ref: nil))
        #expect(try ClientMessage.decode(#"{"ev":"refresh","id":4}"#) == .event(.refresh(NodeID(4)), ref: nil))
        #expect(try ClientMessage.decode(#"{"ev":"back","id":4}"#) == .event(.navigateBack(NodeID(4)), ref: nil))
        #expect(
            try ClientMessage.decode(#"{"ev":"range","id":4,"from":10,"to":25}"#)
                == .event(.visibleRange(NodeID(4), 10..<25), ref: nil))
        #expect(try ClientMessage.decode(#"{"ev":"visibility","hidden":true}"#) == .visibility(hidden: true))
        #expect(try ClientMessage.decode(#"{"ev":"resync"}"#) == .resync)
    }

    @Test(arguments: [
        "not json", "[]", #"{"id":4}"#, #"{"ev":"tap"}"#, #"{"ev":"tap","id":-1}"#, #"{"ev":"tap","id":"4"}"#,
        #"{"ev":"input","id":4}"#, #"{"ev":"range","id":4,"from":5,"to":2}"#, #"{"ev":"toggle","id":4}"#,
        #"{"ev":"visibility"}"#, #"{"ev":"tap","id":4,"ref":-3}"#,
    ])
    func malformedMessagesAreRejected(_ text: String) {
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(text) }
    }

    @Test func unknownEventTypeIsNamed() {
        #expect(throws: ClientMessageError.unknownEvent("explode")) {
            try ClientMessage.decode(#"{"ev":"explode","id":1}"#)
        }
    }

    @Test func oversizedMessagesAndValuesAreRejected() {
        let limits = ClientMessage.Limits(maxMessageBytes: 100, maxValueBytes: 10, maxVisibleRows: 50)
        let big = #"{"ev":"input","id":1,"value":""# + String(repeating: "x", count: 200) + #""}"#
        #expect(throws: ClientMessageError.tooLarge(bytes: big.utf8.count, limit: 100)) {
            try ClientMessage.decode(big, limits: limits)
        }
        #expect(throws: ClientMessageError.tooLarge(bytes: 11, limit: 10)) {
            try ClientMessage.decode(#"{"ev":"input","id":1,"value":"xxxxxxxxxxx"}"#, limits: limits)
        }
        #expect(throws: ClientMessageError.self) {
            try ClientMessage.decode(#"{"ev":"range","id":1,"from":0,"to":51}"#, limits: limits)
        }
    }

    @Test func theHelloCarriesTheSessionAndSceneValuesAndNothingUnbounded() throws {
        let token = String(repeating: "ab", count: 24)
        #expect(
            try ClientMessage.decode(#"{"ev":"hello","session":"\#(token)","frames":3,"seq":2,"values":{"k":"v"}}"#)
                == .hello(token: token, frames: 3, sequence: 2, sceneValues: ["k": "v"]))
        // A page without a session says so with an empty token (and may leave the rest out).
        #expect(
            try ClientMessage.decode(#"{"ev":"hello","session":"","frames":0,"seq":0}"#)
                == .hello(token: nil, frames: 0, sequence: 0, sceneValues: [:]))
        for bad in [
            #"{"ev":"hello","session":"\#(String(repeating: "a", count: 65))"}"#, #"{"ev":"hello","frames":-1}"#,
            #"{"ev":"hello","seq":-4}"#, #"{"ev":"hello","session":7}"#,
        ] {
            #expect(throws: ClientMessageError.self) { try ClientMessage.decode(bad) }
        }
    }
}
