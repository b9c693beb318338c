import Clocks
import Foundation
import HummingbirdWSClient
import Logging
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletCluster

/// Bad input on the cluster socket: answered with an error envelope, never a crash, and the
/// connection keeps working afterwards.
@Suite(.timeLimit(.minutes(2))) struct ClusterBadInputTests {
    /// What a probe connection got back.
    actor Replies {
        var envelopes: [Envelope] = []
        func append(_ envelope: Envelope) { envelopes.append(envelope) }
    }

    /// Opens a raw cluster connection to `node` and runs `exchange` on it (nothing is sent first).
    static func probe(
        _ node: TestNode,
        _ exchange: @escaping @Sendable (WebSocketOutboundWriter, inout MessageReader) async throws -> Void
    ) async throws {
        var logger = Logger(label: "probe")
        logger.logLevel = .warning
        _ = try await withTimeout(.seconds(30)) { [logger] in
            try await WebSocketClient.connect(
                url: "ws://\(node.address)/cluster/ws",
                configuration: WebSocketClientConfiguration(maxFrameSize: 1 << 16),
                logger: logger
            ) { inbound, outbound, _ in
                var reader = MessageReader(frames: inbound.makeAsyncIterator(), limit: 4 << 20)
                try await exchange(outbound, &reader)
                try? await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    /// The hello a dialler named `name` sends in answer to `challenge`, with its proof.
    static func hello(
        answering challenge: Envelope, name: String = "probe", address: String = "127.0.0.1:1",
        secret: String = "test-secret"
    ) -> Envelope {
        var hello = Envelope(kind: .hello)
        hello.from = name
        hello.address = address
        hello.nonce = ClusterHandshake.makeNonce()
        hello.proof = ClusterHandshake.helloProof(
            secret: secret, serverNonce: challenge.nonce ?? "", clientNonce: hello.nonce ?? "", from: name,
            address: address)
        return hello
    }

    /// Reads the node's challenge, answers it with a proper hello and returns the node's answer.
    static func sayHello(
        _ outbound: WebSocketOutboundWriter, _ reader: inout MessageReader, name: String = "probe",
        secret: String = "test-secret"
    ) async throws -> Envelope {
        let challenge = try await nextEnvelope(&reader)
        #expect(challenge.kind == .challenge)
        try await outbound.writeTextMessage(hello(answering: challenge, name: name, secret: secret).encoded())
        return try await nextEnvelope(&reader)
    }

    static func nextEnvelope(_ reader: inout MessageReader) async throws -> Envelope {
        guard case .text(let text) = try await reader.next() else { throw ClusterError.connectionFailed("closed") }
        return try Envelope.decode(text)
    }

    @Test func badFramesUnknownTargetsAndOversizedMessagesAreAnswered() async throws {
        // The node's heartbeats never tick, so it never evicts the silent probe mid-test.
        try await TestNode.with("A", configure: { $0.heartbeatClock = TestClock() }) { a in
            try await TestNode.with("B", configure: { $0.heartbeatClock = TestClock() }) { b in
                // The mangled identifier of `Greeter.greet(_:times:)`, taken from a real call B makes.
                _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
                try await b.system.waitForMembers { $0 == ["A"] }
                let remote = try Greeter.resolve(id: ClusterActorID(node: "A", actor: "greeter"), using: b.system)
                #expect(
                    try await withTimeout(.seconds(30)) { try await remote.greet("B", times: 1) } == "Hello B from A")
                let greet = try #require(await b.system.core.lastCallMethod)
                try await Self.probe(a) { outbound, reader in
                    let welcome = try await Self.sayHello(outbound, &reader)
                    #expect(welcome.kind == .welcome)
                    #expect(welcome.from == "A")

                    try await outbound.writeTextMessage("this is not JSON")
                    let notJSON = try await Self.nextEnvelope(&reader)
                    #expect(notJSON.kind == .error)
                    #expect(notJSON.failure?.code == "badMessage")

                    try await outbound.writeTextMessage(String(repeating: "x", count: (1 << 20) + 10))
                    let tooLarge = try await Self.nextEnvelope(&reader)
                    #expect(tooLarge.failure?.code == "tooLarge")

                    try await outbound.write(.binary(.init(bytes: [1, 2, 3])))
                    #expect(try await Self.nextEnvelope(&reader).failure?.code == "badMessage")

                    var call = Envelope(kind: .call)
                    call.id = UUID()
                    call.target = ClusterActorID(node: "A", actor: "greeter")
                    call.method = "no-such-target"
                    call.arguments = []
                    try await outbound.writeTextMessage(call.encoded())
                    let unknownTarget = try await Self.nextEnvelope(&reader)
                    #expect(unknownTarget.id == call.id)
                    #expect(unknownTarget.failure?.code == "unknownTarget")

                    call.id = UUID()
                    call.target = ClusterActorID(node: "A", actor: "nobody")
                    try await outbound.writeTextMessage(call.encoded())
                    let unknownActor = try await Self.nextEnvelope(&reader)
                    #expect(unknownActor.id == call.id)
                    #expect(unknownActor.failure?.code == "unknownActor")

                    call.id = UUID()
                    call.target = ClusterActorID(node: "A", actor: "greeter")
                    call.method = greet
                    call.arguments = [#""Ada""#, #""not a number""#]
                    try await outbound.writeTextMessage(call.encoded())
                    let badArguments = try await Self.nextEnvelope(&reader)
                    #expect(badArguments.id == call.id)
                    #expect(badArguments.failure != nil)

                    // The connection still works: a well-formed call is answered.
                    call.id = UUID()
                    call.arguments = [#""Ada""#, "1"]
                    try await outbound.writeTextMessage(call.encoded())
                    let reply = try await Self.nextEnvelope(&reader)
                    #expect(reply.kind == .reply)
                    #expect(reply.result == #""Hello Ada from A""#)
                }
                #expect(await a.system.status().members.map(\.name).contains("A"))
            }
        }
    }

    @Test func aConnectionThatDoesNotSayHelloIsAnsweredAndClosed() async throws {
        try await TestNode.with("A", configure: { $0.heartbeatClock = TestClock() }) { a in
            try await Self.probe(a) { outbound, reader in
                #expect(try await Self.nextEnvelope(&reader).kind == .challenge)
                try await outbound.writeTextMessage(#"{"kind": "heartbeat"}"#)
                let answer = try await Self.nextEnvelope(&reader)
                #expect(answer.failure?.code == "badMessage")
                let more = try? await reader.next()
                #expect(more == nil || more == .some(nil))
            }
            #expect(await a.system.connectedMembers().isEmpty)
        }
    }
}
