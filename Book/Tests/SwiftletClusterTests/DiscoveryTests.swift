import Foundation
import Glibc
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@testable import SwiftletCluster

/// Discovery (docs/cluster.md, *Discovery*): nodes with the same secret find each other with no
/// seeds; announcements are verified, replay-bounded and rate-limited; nothing else is admitted.
@Suite(.timeLimit(.minutes(3))) struct DiscoveryTests {
    static let secret = "discovery-secret"

    /// A range of `count` UDP ports on 127.0.0.1 that are free now, chosen at random so parallel
    /// test runs on one host do not share a rendezvous.
    static func freePortRange(count: UInt16 = 4) throws -> ClosedRange<UInt16> {
        for _ in 0..<200 {
            let base = UInt16.random(in: 20_000...60_000)
            let range = base...(base + count - 1)
            let sockets = range.compactMap { try? UDPSocket(host: "127.0.0.1", port: $0) }
            defer { sockets.forEach { $0.close() } }
            if sockets.count == range.count { return range }
        }
        throw ClusterError.connectionFailed("no free UDP port range")
    }

    static func discovery(ports: ClosedRange<UInt16>) -> DiscoveryConfiguration {
        var configuration = DiscoveryConfiguration()
        configuration.loopbackPorts = ports
        configuration.multicastGroup = nil
        configuration.interval = .milliseconds(100)
        return configuration
    }

    static func waitUntilConnected(_ node: TestNode, to names: [String]) async throws {
        try await withTimeout(.seconds(60)) {
            while await node.system.connectedMembers() != names { try await Task.sleep(for: .milliseconds(20)) }
        }
    }

    // MARK: The guard

    @Test func aSignedAnnouncementIsDialledOnceThenNotAgainWithinTheRedialInterval() {
        var judge = DiscoveryGuard(secret: Self.secret, ownName: "A")
        let now = 1_800_000_000.0
        let bytes = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "B", address: "127.0.0.1:8082", time: 1_800_000_000
        )
        .encoded()
        #expect(judge.judge(bytes, from: "127.0.0.1", now: now) == .dial(name: "B", address: "127.0.0.1:8082"))
        // The same datagram again (a replay, or the multicast copy) is dropped.
        #expect(judge.judge(bytes, from: "127.0.0.1", now: now + 1) == .ignore)
        // A fresh announcement of the same node within 5 s: not dialled again; after 5 s it is.
        let next = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "B", address: "127.0.0.1:8082", time: 1_800_000_001)
        #expect(judge.judge(next.encoded(), from: "127.0.0.1", now: now + 2) == .ignore)
        let later = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "B", address: "127.0.0.1:8082", time: 1_800_000_006)
        #expect(
            judge.judge(later.encoded(), from: "127.0.0.1", now: now + 6) == .dial(name: "B", address: "127.0.0.1:8082")
        )
        // Its own announcements are ignored.
        let own = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "A", address: "127.0.0.1:8081", time: 1_800_000_006)
        #expect(judge.judge(own.encoded(), from: "127.0.0.1", now: now + 6) == .ignore)
    }

    @Test func forgedStaleAndMalformedAnnouncementsAreRefused() throws {
        var judge = DiscoveryGuard(secret: Self.secret, ownName: "A")
        let now = 1_800_000_000.0
        // Another secret.
        let other = DiscoveryAnnouncement.make(
            secret: "another", name: "M", address: "127.0.0.1:9", time: 1_800_000_000)
        guard case .refuse(let reason) = judge.judge(other.encoded(), from: "127.0.0.1", now: now) else {
            Issue.record("a foreign announcement was not refused")
            return
        }
        #expect(reason.contains("not signed"))
        // A signed one with a field changed after signing.
        var tampered = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "B", address: "127.0.0.1:8082", time: 1_800_000_000)
        tampered.address = "10.0.0.9:8082"
        #expect(
            judge.judge(tampered.encoded(), from: "127.0.0.1", now: now) != .dial(name: "B", address: "10.0.0.9:8082"))
        // Recorded long ago (or made in the future): outside the 30 s window.
        let stale = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "B", address: "127.0.0.1:8082", time: 1_799_999_900)
        #expect(
            judge.judge(stale.encoded(), from: "127.0.0.1", now: now) != .dial(name: "B", address: "127.0.0.1:8082"))
        let early = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "B", address: "127.0.0.1:8082", time: 1_800_000_100)
        #expect(
            judge.judge(early.encoded(), from: "127.0.0.1", now: now) != .dial(name: "B", address: "127.0.0.1:8082"))
        // Garbage, empty, oversized, and a bad address.
        for bytes in [[UInt8](), Array("not json".utf8), [UInt8](repeating: 0x7B, count: 5000)] {
            #expect(judge.judge(bytes, from: "127.0.0.1", now: now) == .refuse("not an announcement"))
        }
        let badAddress = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "B", address: "a b<c>:99999", time: 1_800_000_000)
        #expect(
            judge.judge(badAddress.encoded(), from: "127.0.0.1", now: now) != .dial(name: "B", address: "a b<c>:99999"))
        #expect(judge.heldEntries <= 1)
    }

    @Test func aFloodOfSignedAnnouncementsHoldsBoundedMemory() {
        var judge = DiscoveryGuard(secret: Self.secret, ownName: "A")
        judge.maxNonces = 256
        judge.maxPeers = 16
        let now = 1_800_000_000.0
        var dials = 0
        for index in 0..<3_000 {
            let bytes = DiscoveryAnnouncement.make(
                secret: Self.secret, name: "N\(index)", address: "127.0.0.1:\(10_000 + index)", time: 1_800_000_000
            ).encoded()
            if case .dial = judge.judge(bytes, from: "127.0.0.1", now: now) { dials += 1 }
            #expect(judge.heldEntries <= 256 + 16)
        }
        #expect(dials <= 16)
        // Once the window has passed, old entries expire and a new node is dialled again.
        let fresh = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "Z", address: "127.0.0.1:9999", time: 1_800_000_040)
        #expect(
            judge.judge(fresh.encoded(), from: "127.0.0.1", now: now + 40)
                == .dial(name: "Z", address: "127.0.0.1:9999"))
    }

    @Test func onlyTheSignedAddressIsDialledAndALoopbackOneOnlyFromThisHost() {
        #expect(DiscoveryGuard.dialAddress("127.0.0.1:8081", fromThisHost: false) == nil)
        #expect(DiscoveryGuard.dialAddress("0.0.0.0:8081", fromThisHost: false) == nil)
        #expect(DiscoveryGuard.dialAddress("[::1]:8081", fromThisHost: false) == nil)
        #expect(DiscoveryGuard.dialAddress("127.0.0.1:8081", fromThisHost: true) == "127.0.0.1:8081")
        #expect(DiscoveryGuard.dialAddress("0.0.0.0:8081", fromThisHost: true) == "127.0.0.1:8081")
        #expect(DiscoveryGuard.dialAddress("10.0.0.5:8081", fromThisHost: false) == "10.0.0.5:8081")
        #expect(DiscoveryGuard.dialAddress("host:0", fromThisHost: true) == nil)
        // A node's announcement recorded on this host and replayed from another machine within its
        // window makes nobody dial the replayer, nor anyone else.
        var receiver = DiscoveryGuard(secret: Self.secret, ownName: "A")
        let recorded = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "B", address: "127.0.0.1:8082", time: 1_800_000_000)
        guard case .refuse = receiver.judge(recorded.encoded(), from: "192.0.2.66", now: 1_800_000_001) else {
            Issue.record("a replayed loopback announcement from another machine was not refused")
            return
        }
        // A routable address is dialled as signed, whoever relays the datagram.
        let routable = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "C", address: "10.0.0.5:8083", time: 1_800_000_000)
        #expect(
            receiver.judge(routable.encoded(), from: "192.0.2.66", now: 1_800_000_001)
                == .dial(name: "C", address: "10.0.0.5:8083"))
        // From this machine's own LAN address (multicast looped back): the announced loopback address.
        var judge = DiscoveryGuard(secret: Self.secret, ownName: "A")
        judge.localHosts = ["127.0.0.1", "192.0.2.2"]
        let looped = DiscoveryAnnouncement.make(
            secret: Self.secret, name: "B", address: "127.0.0.1:8082", time: 1_800_000_000)
        #expect(
            judge.judge(looped.encoded(), from: "192.0.2.2", now: 1_800_000_000)
                == .dial(name: "B", address: "127.0.0.1:8082"))
        #expect(DiscoveryGuard.dialAddress("no-port", fromThisHost: true) == nil)
    }

    // MARK: Nodes

    @Test func twoNodesInOneProcessFindEachOtherWithNoSeeds() async throws {
        let ports = try Self.freePortRange()
        let a = try await TestNode.start("A", secret: Self.secret) { $0.discovery = Self.discovery(ports: ports) }
        let b = try await TestNode.start("B", secret: Self.secret) { $0.discovery = Self.discovery(ports: ports) }
        try await TestNode.stopping([a, b]) {
            try await Self.waitUntilConnected(a, to: ["B"])
            try await Self.waitUntilConnected(b, to: ["A"])
            // And they call each other, as joined nodes do.
            let remote = try Greeter.resolve(id: ClusterActorID(node: "B", actor: "greeter"), using: a.system)
            #expect(try await remote.node == "B")
        }
    }

    /// True when this host can join a multicast group (a network interface with multicast).
    static let hasMulticast: Bool = {
        guard let socket = try? UDPSocket(host: "0.0.0.0", port: 0, shared: true) else { return false }
        defer { socket.close() }
        return (try? socket.joinMulticast("239.255.74.71")) != nil
    }()

    @Test(.enabled(if: hasMulticast, "no multicast-capable interface"))
    func twoNodesFindEachOtherByMulticastAlone() async throws {
        let port = try Self.freePortRange(count: 1).lowerBound
        var configuration = DiscoveryConfiguration()
        configuration.loopbackPorts = nil
        configuration.multicastPort = port
        configuration.interval = .milliseconds(100)
        let secret = "multicast-\(UUID().uuidString)"
        let a = try await TestNode.start("A", secret: secret) { $0.discovery = configuration }
        let b = try await TestNode.start("B", secret: secret) { $0.discovery = configuration }
        try await TestNode.stopping([a, b]) {
            try await Self.waitUntilConnected(a, to: ["B"])
            try await Self.waitUntilConnected(b, to: ["A"])
        }
    }

    @Test func aNodeWithAnotherSecretIsNeverAdmittedAndFloodsAdmitNothing() async throws {
        let ports = try Self.freePortRange()
        let a = try await TestNode.start("A", secret: Self.secret) { $0.discovery = Self.discovery(ports: ports) }
        let intruder = try await TestNode.start("X", secret: "another-secret") {
            $0.discovery = Self.discovery(ports: ports)
        }
        try await TestNode.stopping([a, intruder]) {
            // A flood of garbage and forged announcements at every rendezvous port.
            let sender = try UDPSocket(host: "127.0.0.1", port: 0)
            defer { sender.close() }
            let forged = DiscoveryAnnouncement.make(
                secret: "guess", name: "M", address: "127.0.0.1:\(a.port)", time: Int64(Date().timeIntervalSince1970)
            ).encoded()
            for index in 0..<2_000 {
                let bytes = index.isMultiple(of: 2) ? forged : Array("garbage \(index)".utf8)
                for port in ports { sender.send(bytes, to: "127.0.0.1", port: port) }
            }
            // A good node arriving after the flood is still found: A kept working.
            let b = try await TestNode.start("B", secret: Self.secret) { $0.discovery = Self.discovery(ports: ports) }
            try await TestNode.stopping([b]) {
                try await Self.waitUntilConnected(a, to: ["B"])
                try await Self.waitUntilConnected(b, to: ["A"])
                // By now X has announced itself many times (every 100 ms) to both: never admitted.
                #expect(await intruder.system.connectedMembers() == [])
                #expect(await a.system.status().members.map(\.name) == ["A", "B"])
                #expect(await b.system.status().members.map(\.name) == ["A", "B"])
            }
        }
    }

    @Test func twoProcessesFindEachOtherWithOnlyTheSecret() async throws {
        let ports = try Self.freePortRange()
        let secret = "discovery-\(UUID().uuidString)"
        let flags = ["--no-multicast", "--discovery-ports", "\(ports.lowerBound)-\(ports.upperBound)"]
        let a = try await MultiProcessClusterTests.NodeProcess.start("A", secret: secret, discovery: flags)
        do {
            let b = try await MultiProcessClusterTests.NodeProcess.start("B", secret: secret, discovery: flags)
            do {
                try await a.waitForMembers(["A", "B"])
                try await b.waitForMembers(["A", "B"])
                // A third process with another secret is never admitted.
                let c = try await MultiProcessClusterTests.NodeProcess.start("C", secret: "other", discovery: flags)
                // A received C's announcements and refused them (its log says so); C was never dialled.
                try await withTimeout(.seconds(30)) {
                    while !a.output.contains("announcement of C not signed") {
                        try await Task.sleep(for: .milliseconds(50))
                    }
                }
                #expect(try await c.cluster().members.map(\.name) == ["C"])
                await c.stop(signal: SIGKILL)
                #expect(try await a.cluster().members.map(\.name) == ["A", "B"])
                // A node that disappears is dropped as before.
                await b.stop(signal: SIGKILL)
                try await a.waitForMembers(["A"])
            } catch {
                print("B's output:\n\(b.output.suffix(4000))")
                await b.stop(signal: SIGKILL)
                throw error
            }
        } catch {
            print("A's output:\n\(a.output.suffix(4000))")
            await a.stop(signal: SIGKILL)
            throw error
        }
        await a.stop(signal: SIGKILL)
    }

    /// A third socket records a node's announcement and replays it, twice, to a node started after
    /// the first one stopped: the node dials the address the announcement signs (once), never the
    /// replayer's, which listens for TCP on its own port to catch a dial.
    @Test func aReplayedAnnouncementIsDialledOnlyAtItsSignedAddressAndOnlyOnce() async throws {
        // The replayer's TCP trap and UDP socket share one port, the last of the discovery range.
        var trap: ListeningSocket?
        var range: ClosedRange<UInt16>?
        for _ in 0..<50 where range == nil {
            let candidate = try ListeningSocket()
            let top = UInt16(candidate.port)
            guard top > 3 else { continue }
            let ports = (top - 3)...top
            let free = ports.compactMap { try? UDPSocket(host: "127.0.0.1", port: $0) }
            free.forEach { $0.close() }
            if free.count == ports.count {
                trap = candidate
                range = ports
            } else {
                candidate.shutDown()
            }
        }
        let listener = try #require(trap)
        let ports = try #require(range)
        let dialledTheReplayer = Mutex(0)
        listener.acceptEach { connection in
            dialledTheReplayer.withLock { $0 += 1 }
            Glibc.close(connection)
        }
        defer { listener.shutDown() }
        let replayer = try UDPSocket(host: "127.0.0.1", port: ports.upperBound)
        defer { replayer.close() }
        let secret = "discovery-\(UUID().uuidString)"
        let flags = ["--no-multicast", "--discovery-ports", "\(ports.lowerBound)-\(ports.upperBound)"]

        let a = try await MultiProcessClusterTests.NodeProcess.start("A", secret: secret, discovery: flags)
        // Each receive waits at most 100 ms; 300 of them bound the wait to 30 s.
        var recorded: [UInt8]?
        for _ in 0..<300 where recorded == nil {
            recorded = replayer.receive(capacity: DiscoveryAnnouncement.maxBytes)?.bytes
        }
        await a.stop(signal: SIGKILL)
        let announcement = try #require(recorded, "no announcement of A within 30 s: \(a.output.suffix(2000))")

        let b = try await MultiProcessClusterTests.NodeProcess.start("B", secret: secret, discovery: flags)
        do {
            // The same datagram again and again (B may not read its rendezvous yet): it is dialled once.
            let found = "Discovery: found A at 127.0.0.1:\(a.port)"
            for _ in 0..<150 where !b.output.contains(found) {
                for port in ports where port != ports.upperBound {
                    replayer.send(announcement, to: "127.0.0.1", port: port)
                }
                try await Task.sleep(for: .milliseconds(200))
            }
            #expect(b.output.contains(found))
            for port in ports where port != ports.upperBound {
                replayer.send(announcement, to: "127.0.0.1", port: port)
            }
            // B's own announcements reach the replayer's socket meanwhile: a second of them shows B
            // has read its rendezvous since (the replays arrived before it).
            var seen = 0
            for _ in 0..<300 where seen < 2 {
                if replayer.receive(capacity: DiscoveryAnnouncement.maxBytes) != nil { seen += 1 }
            }
            #expect(seen == 2)
            #expect(b.output.components(separatedBy: "Discovery: found A").count == 2, "\(b.output.suffix(2000))")
            #expect(dialledTheReplayer.withLock { $0 } == 0)
        } catch {
            print("B's output:\n\(b.output.suffix(4000))")
            await b.stop(signal: SIGKILL)
            throw error
        }
        await b.stop(signal: SIGKILL)
    }
}
