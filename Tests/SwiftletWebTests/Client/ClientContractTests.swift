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

    /// The server's frames use only the keys and operation names the client's constants name, so a
    /// key written in `ServerFrame.json` and not in `ClientContract` fails here, not in a browser.
    @Test func everyFrameKeyAndOperationIsInTheContract() throws {
        let element = DOMElement(tag: "span", attributes: [("id", "n2")])
        let frames: [ServerFrame] = [
            .tick(
                sequence: 1,
                changes: [
                    .setText(target: "n1", text: "a"), .setAttribute(target: "n1", name: "title", value: "b"),
                    .removeAttribute(target: "n1", name: "title"),
                    .insert(parent: NodeID(1), index: 0, element: element),
                    .remove(NodeID(2)), .removeChildren(parent: NodeID(1)),
                    .move(NodeID(3), parent: NodeID(1), index: 0),
                    .beginAnimation(
                        AnimationTiming(duration: 0.2, delay: 0, easing: .linear, iterations: nil, autoreverses: false)),
                    .endAnimation,
                ], replyTo: [4]),
            .render(sequence: 1, root: element), .ack(sequence: 1, ref: 2), .error(ref: 3, message: "no"),
            .storage(key: "k", value: "v"), .geolocation(request: 1, operation: .locate), .openURL("/a"),
            .navigate(url: "/a", depth: 1, push: true), .session(token: "t", frames: 0, resumed: false),
            .sceneStorage(key: "k", value: nil),
        ]
        let keys = Set(ClientContract.FrameKey.allCases.map(\.rawValue))
        let ops = Set(ClientContract.Op.allCases.map(\.rawValue))
        for frame in frames {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(frame.json.utf8)) as? [String: Any], "\(frame)")
            for key in object.keys { #expect(keys.contains(key), "\(key) in \(frame.json)") }
            for case let op as [Any] in object["ops"] as? [Any] ?? [] {
                let name = try #require(op.first as? String)
                #expect(ops.contains(name), "\(name) in \(frame.json)")
            }
        }
    }
}
