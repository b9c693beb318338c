import Clocks
import Foundation
import HummingbirdWSClient
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@testable import SwiftletCluster

/// The handshake proves the secret without sending it, cannot be replayed, and must be done in time.
@Suite(.timeLimit(.minutes(2))) struct ClusterHandshakeTests {
    typealias Probe = ClusterBadInputTests

    actor Recorded {
        var texts: [String] = []
        func append(_ text: String) { texts.append(text) }
    }

    @Test func hmacSHA256MatchesTheRFC4231Vectors() {
        // RFC 4231, test cases 1 and 2.
        let key = [UInt8](repeating: 0x0b, count: 20)
        #expect(
            ClusterHandshake.hex(ClusterHandshake.hmac(key: key, message: Array("Hi There".utf8)))
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(
            ClusterHandshake.hex(
                ClusterHandshake.hmac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        // A key longer than the block is hashed first (test case 6).
        let long = [UInt8](repeating: 0xaa, count: 131)
        #expect(
            ClusterHandshake.hex(
                ClusterHandshake.hmac(
                    key: long, message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)))
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test func aConnectionThatSendsNoHelloIsClosedAfterTheHelloTimeout() async throws {
        #expect(ClusterConfiguration(name: "A", secret: "s").helloTimeout == .seconds(5))
        try await TestNode.with(
            "A",
            configure: {
                $0.heartbeatClock = TestClock()
                $0.helloTimeout = .milliseconds(200)
            }
        ) { a in
            // A raw socket, not a WebSocket client: a client that is still finishing its upgrade when
            // the frames and the end of the connection arrive loses them (CoalescedUpgradeTests), and
            // a slow test process is exactly that client.
            let socket = try await RawSocket.connect(
                port: a.port,
                sending: "GET \(ClusterActorSystem.webSocketPath) HTTP/1.1\r\nHost: \(a.address)\r\n"
                    + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
            defer { socket.close() }
            // Say nothing: the node challenges, then closes once the hello timeout has passed.
            let received = try await socket.readToEnd(limit: .seconds(30))
            #expect(received.closed, "the node did not close the connection within 30 s")
            #expect(received.status == 101)
            let frames = Self.frames(after: received.bytes)
            #expect(frames.first?.opcode == 1)
            #expect(
                frames.first.flatMap { try? Envelope.decode(String(decoding: $0.payload, as: UTF8.self)) }?.kind
                    == .challenge)
            #expect(frames.last?.opcode == 8)
            #expect(await a.system.connectedMembers().isEmpty)
        }
    }

    /// The server's WebSocket frames (unmasked) after the response head in `bytes`: opcode and payload.
    static func frames(after bytes: [UInt8]) -> [(opcode: UInt8, payload: [UInt8])] {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard
            let headEnd = (0...max(0, bytes.count - 4)).first(where: {
                Array(bytes[$0..<min(bytes.count, $0 + 4)]) == separator
            })
        else { return [] }
        var index = headEnd + 4
        var frames: [(opcode: UInt8, payload: [UInt8])] = []
        while index + 2 <= bytes.count {
            let opcode = bytes[index] & 0x0F
            var length = Int(bytes[index + 1] & 0x7F)
            index += 2
            if length == 126, index + 2 <= bytes.count {
                length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
                index += 2
            }
            guard length < 127, index + length <= bytes.count else { break }
            frames.append((opcode, Array(bytes[index..<index + length])))
            index += length
        }
        return frames
    }

    @Test func theSecretIsNeverSentAndARecordedHandshakeCannotBeReplayed() async throws {
        let secret = "test-secret"
        try await TestNode.with("A", configure: { $0.heartbeatClock = TestClock() }) { a in
            let recorded = Recorded()
            // A proper handshake, recorded.
            try await Probe.probe(a) { outbound, reader in
                let challenge = try await Probe.nextEnvelope(&reader)
                let hello = Probe.hello(answering: challenge).encoded()
                await recorded.append(hello)
                try await outbound.writeTextMessage(hello)
                guard case .text(let welcome) = try await reader.next() else {
                    Issue.record("no welcome")
                    return
                }
                await recorded.append(welcome)
                #expect(try Envelope.decode(welcome).kind == .welcome)
            }
            let texts = await recorded.texts
            #expect(texts.count == 2)
            for text in texts { #expect(!text.contains(secret)) }
            // The same hello on a new connection: the challenge is new, so the proof is refused.
            try await Probe.probe(a) { outbound, reader in
                let challenge = try await Probe.nextEnvelope(&reader)
                #expect(challenge.kind == .challenge)
                try await outbound.writeTextMessage(texts[0])
                let answer = try await Probe.nextEnvelope(&reader)
                #expect(answer.kind == .refused)
                #expect(answer.failure?.code == "unauthorized")
                let more = try? await reader.next()
                #expect(more == nil || more == .some(nil))
            }
            // A hello with a proof made from another secret is refused the same way.
            try await Probe.probe(a) { outbound, reader in
                let answer = try await Probe.sayHello(outbound, &reader, name: "intruder", secret: "guess")
                #expect(answer.kind == .refused)
                #expect(answer.failure?.code == "unauthorized")
            }
            #expect(await a.system.status().members.map(\.name).contains("intruder") == false)
        }
    }

    @Test func aNodeDiallingANodeWithAnotherSecretIsRefused() async throws {
        // The other direction of ClusterActorSystemTests.aWrongOrEmptySecretIsRefused.
        let a = try await TestNode.start("A", secret: "right")
        let intruder = try await TestNode.start("I", secret: "wrong")
        try await TestNode.stopping([a, intruder]) {
            let outcome = try await withTimeout(.seconds(30)) { await a.system.connect(to: intruder.address) }
            guard case .joinRefused = outcome else {
                Issue.record("expected joinRefused, got \(String(describing: outcome))")
                return
            }
            #expect(await a.system.connectedMembers().isEmpty)
        }
    }

    @Test func aDiallerRefusesAWelcomeThatDoesNotProveTheSecretOrIsReplayed() async throws {
        try await TestNode.with("B", configure: { $0.heartbeatClock = TestClock() }) { b in
            // A genuine welcome from B, recorded by a probe.
            let recorded = Recorded()
            try await Probe.probe(b) { outbound, reader in
                let challenge = try await Probe.nextEnvelope(&reader)
                try await outbound.writeTextMessage(Probe.hello(answering: challenge).encoded())
                if case .text(let welcome) = try await reader.next() { await recorded.append(welcome) }
            }
            let genuine = try #require(await recorded.texts.first)
            var forged = try Envelope.decode(genuine)
            #expect(forged.kind == .welcome)
            forged.proof = String(repeating: "0", count: 64)
            // A fake node answers A's hello with the recorded welcome, then with a forged proof.
            for welcome in [genuine, forged.encoded()] {
                try await FakeNode.with({ inbound, outbound in
                    var (reader, _) = try await FakeNode.challenge(inbound, outbound)
                    try await outbound.writeTextMessage(welcome)
                    while try await reader.next() != nil {}
                }) { address in
                    try await TestNode.with("A", configure: { $0.heartbeatClock = TestClock() }) { a in
                        let outcome = try await withTimeout(.seconds(30)) { await a.system.connect(to: address) }
                        guard case .joinRefused(let reason) = outcome else {
                            Issue.record("expected joinRefused, got \(String(describing: outcome))")
                            return
                        }
                        #expect(reason.contains("prove"))
                        #expect(await a.system.status().members.map(\.name) == ["A"])
                    }
                }
            }
        }
    }

    @Test func aDiallerGivesUpOnANodeThatNeverChallengesOrWelcomesIt() async throws {
        let silent: @Sendable (WebSocketInboundStream, WebSocketOutboundWriter) async throws -> Void = { inbound, _ in
            var reader = MessageReader(frames: inbound.makeAsyncIterator(), limit: 1 << 20)
            while try await reader.next() != nil {}
        }
        let noWelcome: @Sendable (WebSocketInboundStream, WebSocketOutboundWriter) async throws -> Void = {
            inbound, outbound in
            var (reader, _) = try await FakeNode.challenge(inbound, outbound)
            while try await reader.next() != nil {}
        }
        for handler in [silent, noWelcome] {
            try await FakeNode.with(handler) { address in
                try await TestNode.with(
                    "A",
                    configure: {
                        $0.heartbeatClock = TestClock()
                        $0.helloTimeout = .milliseconds(200)
                    }
                ) { a in
                    let outcome = try await withTimeout(.seconds(20)) { await a.system.connect(to: address) }
                    guard case .connectionFailed(let reason) = outcome else {
                        Issue.record("expected connectionFailed, got \(String(describing: outcome))")
                        return
                    }
                    #expect(reason.contains("did not welcome"))
                }
            }
        }
    }
}
