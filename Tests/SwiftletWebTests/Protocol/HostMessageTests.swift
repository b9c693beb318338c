@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct HostMessageTests {
    @Test func storageReportsDecodeWithinLimits() throws {
        #expect(
            try ClientMessage.decode(#"{"ev":"storage","values":{"username":"marin"}}"#)
                == .storage(["username": "marin"]))
        #expect(try ClientMessage.decode(#"{"ev":"storage","values":{}}"#) == .storage([:]))
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"ev":"storage"}"#) }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"ev":"storage","values":{"a":1}}"#) }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"ev":"storage","values":{"":"x"}}"#) }
        let many = (0..<65).map { #""k\#($0)":"v""# }.joined(separator: ",")
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"ev":"storage","values":{\#(many)}}"#) }
    }

    @Test func geolocationRepliesDecodeAndBadOnesAreRejected() throws {
        #expect(
            try ClientMessage.decode(#"{"ev":"geo","req":3,"state":"granted","lat":52.52,"lon":13.405,"accuracy":10}"#)
                == .geolocation(
                    GeolocationReply(
                        request: 3, permission: "granted", latitude: 52.52, longitude: 13.405, accuracy: 10)))
        #expect(
            try ClientMessage.decode(#"{"ev":"geo","state":"denied"}"#)
                == .geolocation(GeolocationReply(permission: "denied")))
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"ev":"geo","state":"maybe"}"#) }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"ev":"geo","req":1,"lat":1}"#) }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"ev":"geo","req":-1}"#) }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"ev":"geo","lat":"x","lon":1}"#) }
    }

    @Test func storageAndGeolocationFramesAreCompactJSON() {
        #expect(
            ServerFrame.storage(key: "username", value: "<marin>").json
                == #"{"store":{"key":"username","value":"\u003cmarin\u003e"}}"#)
        #expect(ServerFrame.storage(key: "username", value: nil).json == #"{"store":{"key":"username","value":null}}"#)
        #expect(ServerFrame.geolocation(request: 7, operation: .locate).json == #"{"geo":{"req":7,"op":"locate"}}"#)
    }
}
