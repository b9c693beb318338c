import Clocks
import Foundation
import HummingbirdWSClient
import HummingbirdWebSocket
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@testable import SwiftletCluster

/// A member that comes back while this node's connection to it is still closing is connected
/// both ways again, not left reachable one way only.
@Suite(.timeLimit(.minutes(2))) struct ClusterRejoinTests {
    typealias Probe = ClusterBadInputTests
    typealias Gate = SkyNetTests.Gate

    /// Counts the connections the fake node has accepted.
    final class Connections: Sendable {
        let count = Mutex(0)
    }

    /// "B" as A sees it: the fake node at B's address that A dials. It welcomes every dial with a
    /// valid proof; the first connection then stops reading until `release` opens, so A's first
    /// connection to B cannot finish closing before that.
    static func fakeB(
        release: Gate, connections: Connections
    ) -> @Sendable (WebSocketInboundStream, WebSocketOutboundWriter) async throws -> Void {
        { inbound, outbound in
            let number = connections.count.withLock {
                $0 += 1
                return $0
            }
            var challenge = Envelope(kind: .challenge)
            let serverNonce = ClusterHandshake.makeNonce()
            challenge.nonce = serverNonce
            try await outbound.writeTextMessage(challenge.encoded())
            var reader = MessageReader(frames: inbound.makeAsyncIterator(), limit: 1 << 20)
            guard case .text(let text) = try await reader.next(), let hello = try? Envelope.decode(text),
                let clientNonce = hello.nonce, let dialler = hello.from
            else { return }
            var welcome = Envelope(kind: .welcome)
            welcome.from = "B"
            welcome.members = []
            welcome.proof = ClusterHandshake.welcomeProof(
                secret: "test-secret", serverNonce: serverNonce, clientNonce: clientNonce, from: "B",
                dialler: dialler)
            try await outbound.writeTextMessage(welcome.encoded())
            if number == 1 { await release.wait() }
            while try await reader.next() != nil {}
        }
    }

    @Test func aMemberBackWhileItsOldConnectionIsStillClosingIsDialledAgain() async throws {
        let release = Gate()
        let connections = Connections()
        try await FakeNode.with(Self.fakeB(release: release, connections: connections)) { addressOfB in
            try await TestNode.with("A", configure: { $0.heartbeatClock = TestClock() }) { a in
                // B says hello to A; A dials B back at B's address: B is a member both ways.
                try await Probe.probe(a) { outbound, reader in
                    let challenge = try await Probe.nextEnvelope(&reader)
                    try await outbound.writeTextMessage(
                        Probe.hello(answering: challenge, name: "B", address: addressOfB).encoded())
                    #expect(try await Probe.nextEnvelope(&reader).kind == .welcome)
                    try await a.system.waitForMembers { $0 == ["B"] }
                }
                // B's connection to A closed: A lets B go and closes its own connection to B, which
                // cannot finish closing while B does not read.
                try await a.system.waitForMembers { $0.isEmpty }
                // B is back before that old connection has ended.
                try await Probe.probe(a) { outbound, reader in
                    let challenge = try await Probe.nextEnvelope(&reader)
                    try await outbound.writeTextMessage(
                        Probe.hello(answering: challenge, name: "B", address: addressOfB).encoded())
                    #expect(try await Probe.nextEnvelope(&reader).kind == .welcome)
                    // The old connection ends; A dials B again and B is a member both ways.
                    await release.open()
                    try await a.system.waitForMembers { $0 == ["B"] }
                    #expect(connections.count.withLock { $0 } == 2)
                }
            }
        }
    }
}
