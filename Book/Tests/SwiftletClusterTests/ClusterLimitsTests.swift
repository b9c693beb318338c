import Clocks
import Distributed
import Foundation
import Logging
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletCluster

/// A distributed actor that tests create without `makeActor(named:)`: its type is not registered
/// for remote calls.
distributed actor Unlisted {
    typealias ActorSystem = ClusterActorSystem

    distributed func reveal() -> String { "should never run remotely" }
}

/// What one member may make a node do: only registered types' own distributed methods, a bounded
/// number of calls at once, a bounded outgoing queue.
@Suite(.timeLimit(.minutes(2))) struct ClusterLimitsTests {
    typealias Probe = ClusterBadInputTests

    static func isRejected(_ error: any Error, code: String) -> Bool {
        guard case .rejected(let actual, _) = error as? ClusterError else { return false }
        return actual == code
    }

    @Test func onlyDistributedMethodsOfRegisteredTypesCanBeCalled() async throws {
        try await TestNode.with("A", configure: { $0.heartbeatClock = TestClock() }) { a in
            try await TestNode.with("B", configure: { $0.heartbeatClock = TestClock() }) { b in
                _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
                try await b.system.waitForMembers { $0 == ["A"] }
                // An actor of a type A never registered: the call is refused and never runs.
                let unlisted = Unlisted(actorSystem: a.system)
                let proxy = try Unlisted.resolve(id: unlisted.id, using: b.system)
                do {
                    _ = try await withTimeout(.seconds(30)) { try await proxy.reveal() }
                    Issue.record("a call to an unregistered type must not run")
                } catch {
                    #expect(Self.isRejected(error, code: "unknownActor"))
                }
                let reveal = try #require(await b.system.core.lastCallMethod)
                let greeter = try Greeter.resolve(id: ClusterActorID(node: "A", actor: "greeter"), using: b.system)
                #expect(try await withTimeout(.seconds(30)) { try await greeter.add([1, 2]) } == 3)
                let add = try #require(await b.system.core.lastCallMethod)

                try await Probe.probe(a) { outbound, reader in
                    #expect(try await Probe.sayHello(outbound, &reader).kind == .welcome)
                    var call = Envelope(kind: .call)
                    call.target = ClusterActorID(node: "A", actor: "greeter")
                    call.arguments = []
                    // Another type's distributed method on the greeter (the runtime would run it on
                    // the wrong type), and a name that is not a distributed thunk of Greeter.
                    for method in [reveal, String(add.dropLast(2)), "$s" + String(repeating: "x", count: 300)] {
                        call.id = UUID()
                        call.method = method
                        try await outbound.writeTextMessage(call.encoded())
                        let answer = try await Probe.nextEnvelope(&reader)
                        #expect(answer.id == call.id)
                        #expect(answer.failure?.code == "unknownTarget")
                        #expect((answer.failure?.message.utf8.count ?? 0) < 400)
                    }
                    // Greeter's own method still works on the same connection.
                    call.id = UUID()
                    call.method = add
                    call.arguments = ["[4,5]"]
                    try await outbound.writeTextMessage(call.encoded())
                    #expect(try await Probe.nextEnvelope(&reader).result == "9")
                }
                _ = unlisted
            }
        }
    }

    @Test func callsBeyondTheLinksConcurrencyAreRefusedAndOtherLinksAreServed() async throws {
        try await TestNode.with(
            "A",
            configure: {
                $0.heartbeatClock = TestClock()
                $0.maxConcurrentCallsPerLink = 3
            }
        ) { a in
            try await TestNode.with("B", configure: { $0.heartbeatClock = TestClock() }) { b in
                try await TestNode.with("C", configure: { $0.heartbeatClock = TestClock() }) { c in
                    _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
                    _ = try await withTimeout(.seconds(30)) { try await c.system.join(a.address) }
                    try await a.system.waitForMembers { $0.contains("B") && $0.contains("C") }
                    let fromB = try Greeter.resolve(id: ClusterActorID(node: "A", actor: "greeter"), using: b.system)
                    // Three calls that never end occupy B's three places on A.
                    let stalls = (0..<3).map { _ in Task { try await fromB.stall() } }
                    defer { for stall in stalls { stall.cancel() } }
                    try await withTimeout(.seconds(30)) {
                        while await b.system.core.pendingCallCount < 3 { await Task.yield() }
                    }
                    // B's fourth call is refused at once (sent after the stalls on the same link).
                    await #expect(throws: ClusterError.busy("A")) {
                        _ = try await withTimeout(.seconds(30)) { try await fromB.greet("B", times: 1) }
                    }
                    // C's link is not starved.
                    let fromC = try Greeter.resolve(id: ClusterActorID(node: "A", actor: "greeter"), using: c.system)
                    #expect(
                        try await withTimeout(.seconds(30)) { try await fromC.greet("C", times: 1) } == "Hello C from A"
                    )
                    #expect(await a.system.connectedMembers() == ["B", "C"])
                }
            }
        }
    }

    @Test func aFloodOfCallsOnOneConnectionGetsBusyAnswersNotMoreWork() async throws {
        try await TestNode.with(
            "A",
            configure: {
                $0.heartbeatClock = TestClock()
                $0.maxConcurrentCallsPerLink = 4
            }
        ) { a in
            try await TestNode.with("B", configure: { $0.heartbeatClock = TestClock() }) { b in
                _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
                try await b.system.waitForMembers { $0 == ["A"] }
                let greeter = try Greeter.resolve(id: ClusterActorID(node: "A", actor: "greeter"), using: b.system)
                let stallTask = Task { try await greeter.stall() }
                defer { stallTask.cancel() }
                try await withTimeout(.seconds(30)) {
                    while await b.system.core.pendingCallCount < 1 { await Task.yield() }
                }
                let stall = try #require(await b.system.core.lastCallMethod)
                try await Probe.probe(a) { outbound, reader in
                    #expect(try await Probe.sayHello(outbound, &reader).kind == .welcome)
                    var call = Envelope(kind: .call)
                    call.target = ClusterActorID(node: "A", actor: "greeter")
                    call.method = stall
                    call.arguments = []
                    for _ in 0..<50 {
                        call.id = UUID()
                        try await outbound.writeTextMessage(call.encoded())
                    }
                    // The first four run (and never answer); the other 46 are answered busy.
                    var busy = 0
                    while busy < 46 {
                        let answer = try await Probe.nextEnvelope(&reader)
                        #expect(answer.failure?.code == "busy")
                        busy += 1
                    }
                }
                // The flood did not take B's link down.
                #expect(try await withTimeout(.seconds(30)) { try await greeter.add([1]) } == 1)
            }
        }
    }

    @Test func aLinksOutgoingQueueIsBounded() {
        let link = Link(
            peer: "B", address: "127.0.0.1:1", dialled: true, limits: Link.Limits(messages: 3, bytes: 1 << 20))
        // Calls: refused once three wait for the writer.
        #expect(link.send(encoded: "1", as: .call))
        #expect(link.send(encoded: "2", as: .call))
        #expect(link.send(encoded: "3", as: .call))
        #expect(!link.send(encoded: "4", as: .call))
        // A written message frees its place.
        link.written("1")
        #expect(link.send(encoded: "4", as: .call))
        #expect(!link.isClosed)
        // Answers may use twice the limit; beyond, the member is not reading and the link closes.
        for index in 0..<3 { #expect(link.send(encoded: "answer \(index)", as: .answer)) }
        #expect(!link.send(encoded: "one too many", as: .answer))
        #expect(link.isClosed)

        // Bytes count as well; an empty queue always takes one message.
        let small = Link(
            peer: "B", address: "127.0.0.1:1", dialled: true, limits: Link.Limits(messages: 100, bytes: 10))
        #expect(small.send(encoded: String(repeating: "x", count: 50), as: .call))
        #expect(!small.send(encoded: "y", as: .call))
    }

    @Test func aCallToAMemberThatReadsNothingFailsBusyOnceTheQueueIsFull() async throws {
        var configuration = ClusterConfiguration(name: "A", secret: "s")
        configuration.maxQueuedMessagesPerLink = 2
        configuration.callClock = TestClock()
        var logger = Logger(label: "limits-test")
        logger.logLevel = .critical
        let core = ClusterCore(configuration: configuration, logger: logger)
        // Nobody drains this link: the member reads nothing.
        let link = Link(peer: "B", address: "127.0.0.1:1", dialled: true, limits: configuration.linkLimits)
        #expect(await core.outboundUp(link, gossip: []))
        func makeCall() -> Envelope {
            var call = Envelope(kind: .call)
            call.id = UUID()
            call.target = ClusterActorID(node: "B", actor: "greeter")
            call.method = "m"
            return call
        }
        let waiting = (0..<2).map { _ in Task { try await core.call(node: "B", makeCall()) } }
        try await withTimeout(.seconds(30)) {
            while await core.pendingCallCount < 2 { await Task.yield() }
        }
        await #expect(throws: ClusterError.busy("B")) { _ = try await core.call(node: "B", makeCall()) }
        #expect(await core.pendingCallCount == 2)
        for task in waiting { task.cancel() }
        for task in waiting { _ = try? await withTimeout(.seconds(30)) { try await task.value } }
        #expect(await core.pendingCallCount == 0)
    }
}
