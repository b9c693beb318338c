import BookTestSupport
import Clocks
import Distributed
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletCluster

/// Two or three actor systems in this process over the real WebSocket transport on loopback.
@Suite(.timeLimit(.minutes(2))) struct ClusterActorSystemTests {
    @Test func remoteCallsCarryArgumentsResultsAndThrownErrors() async throws {
        // The calls are real time: a debug build encoding the 600 KB echo beside the whole suite
        // took longer than the default 5 s (the timeout has its own test, on a TestClock).
        let a = try await TestNode.start("A") { $0.callTimeout = .seconds(60) }
        let b = try await TestNode.start("B") { $0.callTimeout = .seconds(60) }
        do {
            #expect(try await withTimeout(.seconds(30)) { try await b.system.join(a.address) } == "A")
            try await a.system.waitForMembers { $0 == ["B"] }
            try await b.system.waitForMembers { $0 == ["A"] }
            let remote = try Greeter.resolve(id: ClusterActorID(node: "B", actor: "greeter"), using: a.system)
            try await withTimeout(.seconds(30)) {
                #expect(try await remote.greet("Ada", times: 2) == "Hello Ada from B, Hello Ada from B")
                #expect(try await remote.add([1, 2, 3, 4]) == 10)
                #expect(try await remote.node == "B")
                // Large values travel in several WebSocket frames each way (base64 makes 600 KB ~800 KB).
                let large = Data((0..<600_000).map { UInt8(truncatingIfNeeded: $0) })
                #expect(try await remote.echo(large) == large)
                // Over the 1 MiB message limit: refused before sending, at once.
                await #expect(throws: ClusterError.self) { _ = try await remote.echo(Data(count: 900_000)) }
                do {
                    try await remote.fail("kaboom")
                    Issue.record("a thrown remote error must come back")
                } catch let error as ClusterError {
                    guard case .remote(let type, let message) = error else {
                        Issue.record("expected a remote error, got \(error)")
                        return
                    }
                    #expect(type.hasSuffix("Boom"))
                    #expect(message == "kaboom")
                }
                let nobody = try Greeter.resolve(id: ClusterActorID(node: "B", actor: "nobody"), using: a.system)
                await #expect(
                    throws: ClusterError.rejected(code: "unknownActor", message: "no actor B/nobody on node B")
                ) {
                    _ = try await nobody.greet("x", times: 1)
                }
                // The local actor resolves to itself; an unknown local id is a typed error.
                #expect(try Greeter.resolve(id: a.greeter.id, using: a.system) === a.greeter)
                #expect(throws: ClusterError.unknownActor(ClusterActorID(node: "A", actor: "nobody"))) {
                    _ = try Greeter.resolve(id: ClusterActorID(node: "A", actor: "nobody"), using: a.system)
                }
            }
        } catch {
            await a.stop()
            await b.stop()
            throw error
        }
        await a.stop()
        await b.stop()
    }

    @Test func callsToDepartedOrUnknownNodesFailAtOnce() async throws {
        try await TestNode.with("A") { a in
            let b = try await TestNode.start("B")
            _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
            try await a.system.waitForMembers { $0 == ["B"] }
            let remote = try Greeter.resolve(id: ClusterActorID(node: "B", actor: "greeter"), using: a.system)
            let stranger = try Greeter.resolve(id: ClusterActorID(node: "Z", actor: "greeter"), using: a.system)
            await #expect(throws: ClusterError.nodeUnavailable("Z")) { _ = try await stranger.greet("x", times: 1) }

            // A call in flight when its node goes fails with nodeDeparted, without waiting for a timeout.
            let inFlight = Task { try await remote.stall() }
            try await withTimeout(.seconds(30)) {
                while await a.system.core.pendingCallCount == 0 { try await Task.sleep(for: .milliseconds(5)) }
            }
            await b.stop()
            await #expect(throws: ClusterError.nodeDeparted("B")) {
                try await withTimeout(.seconds(30)) { try await inFlight.value }
            }
            try await a.system.waitForMembers { $0.isEmpty }
            await #expect(throws: ClusterError.nodeUnavailable("B")) { _ = try await remote.greet("x", times: 1) }
        }
    }

    @Test func anUnansweredCallFailsAfterFiveSecondsOnTheInjectedClock() async throws {
        let clock = TestClock()
        let a = try await TestNode.start("A") { $0.callClock = clock }
        let b = try await TestNode.start("B")
        try await TestNode.stopping([a, b]) {
            _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
            try await a.system.waitForMembers { $0 == ["B"] }
            #expect(a.system.configuration.callTimeout == .seconds(5))
            let remote = try Greeter.resolve(id: ClusterActorID(node: "B", actor: "greeter"), using: a.system)
            let call = Task { try await remote.stall() }
            try await clock.advanceOnceSleeping(by: .milliseconds(4900))
            #expect(await a.system.core.pendingCallCount == 1)
            try await clock.advanceOnceSleeping(by: .milliseconds(100))
            await #expect(throws: ClusterError.timedOut(node: "B", after: .seconds(5))) {
                try await withTimeout(.seconds(30)) { try await call.value }
            }
            #expect(await a.system.core.pendingCallCount == 0)
        }
    }

    @Test func aWrongOrEmptySecretIsRefused() async throws {
        #expect(throws: ClusterError.emptySecret) {
            _ = try ClusterActorSystem(configuration: ClusterConfiguration(name: "E", secret: ""))
        }
        #expect(ClusterSecret.matches("abc", "abc"))
        #expect(!ClusterSecret.matches("abd", "abc"))
        #expect(!ClusterSecret.matches("abc", "abcd"))
        #expect(!ClusterSecret.matches("", ""))

        let a = try await TestNode.start("A", secret: "right")
        let intruder = try await TestNode.start("I", secret: "wrong")
        try await TestNode.stopping([a, intruder]) {
            do {
                _ = try await withTimeout(.seconds(30)) { try await intruder.system.join(a.address) }
                Issue.record("a node with the wrong secret must not join")
            } catch let error as ClusterError {
                guard case .joinRefused = error else {
                    Issue.record("expected joinRefused, got \(error)")
                    return
                }
            }
            #expect(await a.system.status().members.map(\.name) == ["A"])
            #expect(await intruder.system.connectedMembers().isEmpty)
        }
    }

    @Test func aNameInUseByALiveMemberIsRefused() async throws {
        let a = try await TestNode.start("A")
        let b = try await TestNode.start("B")
        let impostor = try await TestNode.start("B")
        try await TestNode.stopping([a, b, impostor]) {
            _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
            try await a.system.waitForMembers { $0 == ["B"] }
            do {
                _ = try await withTimeout(.seconds(30)) { try await impostor.system.join(a.address) }
                Issue.record("a second node named B must be refused")
            } catch let error as ClusterError {
                guard case .joinRefused(let reason) = error else {
                    Issue.record("expected joinRefused, got \(error)")
                    return
                }
                #expect(reason.contains("already a live member"))
            }
            let members = await a.system.status().members
            #expect(members.first { $0.name == "B" }?.address == b.address)
        }
    }

    /// A seed that reads the upgrade request and closes the connection without answering (a node
    /// shutting down, something that is not a node): the dial ends at its handshake timeout, and
    /// the node still stops.
    @Test func aSeedThatClosesBeforeAnsweringFailsTheJoinAndTheNodeStops() async throws {
        let listener = try ClosingListener()
        defer { listener.close() }
        let node = try await TestNode.start("C") { $0.handshakeTimeout = .seconds(1) }
        try await TestNode.stopping([node]) {
            do {
                _ = try await withTimeout(.seconds(30)) { try await node.system.join("127.0.0.1:\(listener.port)") }
                Issue.record("a seed that never answered must not be joined")
            } catch let error as ClusterError {
                #expect(
                    error
                        == .connectionFailed("127.0.0.1:\(listener.port): no answer to the upgrade within 1.0 seconds"))
            }
        }
    }

    @Test func gossipConnectsANodeThatJoinedThroughOneSeed() async throws {
        let a = try await TestNode.start("A")
        let b = try await TestNode.start("B")
        let c = try await TestNode.start("C")
        try await TestNode.stopping([a, b, c]) {
            _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
            try await b.system.waitForMembers { $0 == ["A"] }
            _ = try await withTimeout(.seconds(30)) { try await c.system.join(b.address) }
            try await a.system.waitForMembers { $0 == ["B", "C"] }
            try await b.system.waitForMembers { $0 == ["A", "C"] }
            try await c.system.waitForMembers { $0 == ["A", "B"] }
            let status = await a.system.status()
            #expect(status.`self` == "A")
            #expect(status.members.map(\.name) == ["A", "B", "C"])
            #expect(status.members.allSatisfy { $0.status == "up" })
            #expect(status.members.first { $0.name == "C" }?.address == c.address)
            // And C can call A although it never dialled it itself.
            let remote = try Greeter.resolve(id: ClusterActorID(node: "A", actor: "greeter"), using: c.system)
            #expect(try await withTimeout(.seconds(30)) { try await remote.greet("C", times: 1) } == "Hello C from A")
        }
    }

    @Test func aSilentMemberIsRemovedAfterTheHeartbeatDeadlineAndRejoins() async throws {
        let clockA = TestClock()
        let clockB = TestClock()
        let defaults = ClusterConfiguration(name: "defaults", secret: "s")
        let a = try await TestNode.start("A") {
            $0.heartbeatClock = clockA
            $0.failureDeadline = defaults.failureDeadline
        }
        // B's heartbeats run on a clock nobody advances: B falls silent, as a hung process does.
        // B keeps TestNode's long deadline: the rejoin below advances B's clock while A's stands
        // still, and with a 2 s deadline B would evict the silent A four ticks after rejoining it.
        let b = try await TestNode.start("B") { $0.heartbeatClock = clockB }
        try await TestNode.stopping([a, b]) {
            _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
            try await a.system.waitForMembers { $0 == ["B"] }
            // B announces its new membership to A once (a heartbeat); the deadline counts from the
            // last message heard, so the silence starts once A has that one.
            try await b.system.waitForMembers { $0 == ["A"] }
            try await withTimeout(.seconds(30)) {
                while await a.system.core.envelopesReceived(from: "B") == 0 {
                    try await Task.sleep(for: .milliseconds(5))
                }
            }
            // Deadline 2 s at 0.5 s ticks: still there after four silent ticks, gone at the fifth.
            #expect(defaults.failureDeadline + defaults.heartbeatInterval <= .seconds(3))
            #expect(a.system.configuration.failureDeadline == defaults.failureDeadline)
            for _ in 0..<4 {
                try await clockA.advanceOnceSleeping(by: .milliseconds(500))
            }
            try await clockA.advanceOnceSleeping(by: .zero)  // the fourth tick has run once the loop sleeps again
            #expect(await a.system.connectedMembers() == ["B"])
            try await clockA.advanceOnceSleeping(by: .milliseconds(500))
            do {
                try await a.system.waitForMembers { $0.isEmpty }
                try await b.system.waitForMembers { $0.isEmpty }
            } catch {
                let seenByA = await a.system.connectedMembers()
                let seenByB = await b.system.connectedMembers()
                Issue.record("the silent B was not removed: A is connected to \(seenByA), B to \(seenByB) (\(error))")
                return
            }
            // B's seed loop dials A again after its retry interval: it rejoins. B's clock also drives its
            // heartbeat loop, so advance it (bounded) until the retry's sleep has been reached.
            // Once B is connected again its clock stands still; A may register B a moment later.
            do {
                try await withTimeout(.seconds(30)) {
                    while await a.system.connectedMembers() != ["B"] {
                        if await b.system.connectedMembers().isEmpty {
                            try await clockB.advanceOnceSleeping(by: .seconds(1))
                        }
                        try await Task.sleep(for: .milliseconds(20))
                    }
                }
            } catch {
                let seenByA = await a.system.connectedMembers()
                let seenByB = await b.system.connectedMembers()
                Issue.record("B did not rejoin: A is connected to \(seenByA), B to \(seenByB) (\(error))")
            }
        }
    }
}

/// A TCP listener on a free loopback port that accepts each connection, reads its request head and
/// closes it without answering (on a thread of its own, until ``close()``).
private final class ClosingListener: Sendable {
    let port: Int
    private let socket: ListeningSocket

    init() throws {
        let socket = try ListeningSocket()
        self.socket = socket
        port = socket.port
        socket.acceptEach { connection in
            // Read the upgrade request first: closing with it unread would reset the connection,
            // which the client does notice.
            _ = ListeningSocket.readRequestHead(from: connection)
            Glibc.close(connection)
        }
    }

    /// Stops listening: the blocked `accept` fails, and the accepting thread closes the socket.
    func close() {
        socket.shutDown()
    }
}
