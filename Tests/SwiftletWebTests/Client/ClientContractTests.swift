import Foundation
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// The names the client and the server share (`ClientContract`) and the client's generated
/// `constants.js`.
@Suite struct ClientContractTests {
    /// The committed `Resources/client/constants.js`.
    static let constantsFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SwiftletWeb/Resources/client/constants.js")

    @Test func theClientsConstantsAreTheEnums() throws {
        let expected = ClientContract.javaScript
        if ProcessInfo.processInfo.environment["SWIFTLET_REGENERATE"] == "1" {
            try expected.write(to: Self.constantsFile, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.constantsFile, encoding: .utf8)
        #expect(
            committed == expected,
            """
            Sources/SwiftletWeb/Resources/client/constants.js differs from ClientContract.swift; write it \
            again with: SWIFTLET_REGENERATE=1 swift test --filter ClientContractTests
            """)
    }

    @Test func everyNameIsOneOfItsKind() {
        #expect(Set(ClientContract.Message.allCases.map(\.rawValue)).count == ClientContract.Message.allCases.count)
        #expect(ClientContract.DataAttribute.allCases.allSatisfy { $0.rawValue.hasPrefix("data-") })
        #expect(ClientContract.Message.tap.rawValue == "tap")
    }

    @Test func aClickIsATapOnTheWireAndTheOldNameStillReadsAsOne() throws {
        let tap = try ClientMessage.decode(#"{"ev":"tap","id":4,"ref":2}"#)
        #expect(tap == .event(.tap(NodeID(4)), ref: 2))
        // A page loaded from a server before the rename, reconnected to this one.
        let click = try ClientMessage.decode(#"{"ev":"click","id":4,"ref":2}"#)
        #expect(click == tap)
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"ev":"clack","id":4}"#) }
    }

    /// Every message type the server reads is one the contract names, so the client can send it.
    @Test func everyMessageTypeDecodesToSomethingOtherThanUnknown() {
        for type in ClientContract.Message.allCases {
            do {
                _ = try ClientMessage.decode(#"{"ev":"\#(type.rawValue)","id":1}"#)
            } catch .unknownEvent(let name) {
                Issue.record("\(type) is not read: unknownEvent(\(name))")
            } catch {
                // malformed for want of its fields: it is read
            }
        }
    }
}
