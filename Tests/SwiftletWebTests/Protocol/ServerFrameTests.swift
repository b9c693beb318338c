@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct ServerFrameTests {
    @Test func tickFrameIsCompactAndNumbered() {
        let frame = ServerFrame.tick(
            sequence: 7, changes: [.setText(target: "n12", text: "❌ no"), .remove(NodeID(3))], replyTo: [4])
        #expect(frame.json == #"{"seq":7,"ops":[["text","n12","❌ no"],["remove",3]],"refs":[4]}"#)
    }

    @Test func removingEveryChildIsOneClearOperation() {
        let frame = ServerFrame.tick(sequence: 5, changes: [.removeChildren(parent: NodeID(42))], replyTo: [1])
        #expect(frame.json == #"{"seq":5,"ops":[["clear",42]],"refs":[1]}"#)
    }

    @Test func stringsAreEscapedInsideJSON() {
        let frame = ServerFrame.tick(
            sequence: 1, changes: [.setText(target: "n1", text: "\"</script>\n\u{1}")], replyTo: [])
        #expect(frame.json == #"{"seq":1,"ops":[["text","n1","\"\u003c/script\u003e\n\u0001"]]}"#)
    }

    /// Text beyond ASCII passes through as UTF-8, also between escaped characters; several replies
    /// are listed in order.
    @Test func unicodeTextKeepsItsBytesBesideEscapes() {
        let frame = ServerFrame.tick(
            sequence: 3, changes: [.setText(target: "n2", text: "é <b>✅</b> \u{2028}😀")], replyTo: [5, 6])
        #expect(frame.json == #"{"seq":3,"ops":[["text","n2","é \u003cb\u003e✅\u003c/b\u003e \u2028😀"]],"refs":[5,6]}"#)
    }

    @Test func insertCarriesAnElementDescriptionNotHTML() {
        let element = DOMElement(tag: "span", attributes: [("id", "n5"), ("class", "sw-text")], text: "<i>")
        let frame = ServerFrame.tick(
            sequence: 2, changes: [.insert(parent: NodeID(1), index: 0, element: element)], replyTo: [])
        #expect(
            frame.json
                == #"{"seq":2,"ops":[["insert",1,0,{"tag":"span","attrs":[["id","n5"],["class","sw-text"]],"text":"\u003ci\u003e"}]]}"#
        )
    }

    @Test func ackErrorAndRenderFrames() {
        #expect(ServerFrame.ack(sequence: 3, ref: 9).json == #"{"seq":3,"ack":9}"#)
        #expect(ServerFrame.error(ref: 2, message: "unknown node n9").json == #"{"ref":2,"error":"unknown node n9"}"#)
        #expect(
            ServerFrame.render(sequence: 0, root: DOMElement(tag: "div")).json == #"{"seq":0,"render":{"tag":"div"}}"#)
    }
}
