import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// The scanner that reads common browser messages without `JSONDecoder` must never disagree with it:
/// whatever it reads, the full decoder reads the same way; whatever it leaves, the full decoder gets.
@Suite struct FlatMessageScannerTests {
    /// Messages as the page's client sends them, and variants of every kind the scanner must refuse.
    static let messages: [String] = [
        #"{"ev":"tap","id":4,"ref":1}"#,
        #"{"ev":"input","id":4,"value":"<b>héllo ✓</b>","ref":12}"#,
        #"{"ev":"toggle","id":5,"on":true}"#,
        #"{"ev":"toggle","id":5,"on":false,"ref":0}"#,
        #"{"ev":"range","id":9,"from":10,"to":60}"#,
        #"{"ev":"visibility","hidden":true}"#,
        #"{"ev":"resync"}"#,
        #"{"ev":"geo","req":1,"state":"granted","lat":48.1,"lon":11.5,"accuracy":20}"#,
        #"{"ev":"storage","values":{"k":"v"}}"#,
        #" { "ev" : "tap" , "id" : 3 , "ref" : 1 } "#,
        #"{"ev":"tap","id":3,"extra":"ignored","more":7}"#,
        #"{"ev":"tap","id":3,"extra":{"nested":1}}"#,
        #"{"ev":"tap","id":3,"id":4}"#,
        #"{"ev":"tap","id":-0}"#,
        #"{"ev":"tap","id":-7}"#,
        #"{"ev":"tap","id":007}"#,
        #"{"ev":"tap","id":1.0}"#,
        #"{"ev":"tap","id":1e2}"#,
        #"{"ev":"tap","id":"4"}"#,
        #"{"ev":"tap","id":null}"#,
        #"{"ev":null,"id":1}"#,
        #"{"ev":"cl\u0069ck","id":1}"#,
        #"{"ev":"input","id":1,"value":"a\"b"}"#,
        #"{"ev":"tap","id":99999999999999999999}"#,
        #"{"ev":"tap","id":9223372036854775807}"#,
        #"{"ev":"tap","id":-9223372036854775808}"#,
        #"{"id":1}"#,
        "{\"ev\":\"input\",\"id\":1,\"value\":\"tab\there\"}",
        #"{"ev":"tap","id":1,}"#,
        #"{"ev":"tap","id":1}x"#,
        #"{"ev":"tap" "id":1}"#,
        #"["ev","tap"]"#,
        #"{}"#,
        "",
        #"{"ev":"toggle","id":5,"on":tru}"#,
        #"{"ev":"toggle","id":5,"on":1}"#,
    ]

    /// Every prefix of every message, so that each way of ending early is covered.
    static var truncations: [String] {
        messages.flatMap { message in
            (0...message.utf8.count).compactMap { String(Substring(message.utf8.prefix($0))) }
        }
    }

    @Test func readsWhatTheClientSendsItself() {
        #expect(
            FlatMessageScanner.wire(#"{"ev":"tap","id":4,"ref":1}"#) == ClientMessage.Wire(ev: "tap", ref: 1, id: 4)
        )
        #expect(
            FlatMessageScanner.wire(#"{"ev":"input","id":4,"value":"x y","ref":2}"#)
                == ClientMessage.Wire(ev: "input", ref: 2, id: 4, value: "x y"))
        #expect(FlatMessageScanner.wire(#"{"ev":"toggle","id":5,"on":true}"#)?.on == true)
    }

    @Test func leavesEscapesNumbersAndNestingToTheFullDecoder() {
        for message in [
            #"{"ev":"input","id":1,"value":"a\"b"}"#, #"{"ev":"tap","id":1.0}"#, #"{"ev":"storage","values":{}}"#,
            #"{"ev":"tap","id":3,"id":4}"#, #"{"ev":"tap","id":null}"#,
        ] {
            #expect(FlatMessageScanner.wire(message) == nil, "\(message)")
        }
    }

    @Test func agreesWithTheFullDecoder() {
        var read = 0
        for message in Self.messages + Self.truncations {
            guard let fast = FlatMessageScanner.wire(message) else { continue }
            read += 1
            #expect((try? ClientMessage.decodeWire(message)) == fast, "\(message)")
        }
        #expect(read >= 12)
    }
}
