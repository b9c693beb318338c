import Foundation
import Logging
import Synchronization

/// Runs discovery for one node: a thread of its own owns the UDP sockets, announces the node every
/// ``DiscoveryConfiguration/interval`` and reads announcements (at most 100 ms per read, so it
/// notices its stop); the ``DiscoveryGuard`` decides which ones may make the node dial, and those
/// addresses reach the async caller of ``run(onDiscovered:)`` through a bounded stream.
///
/// `run` is owned by the node's job group: cancelling it (the node leaving) stops the thread, which
/// closes its sockets, and `run` returns once the thread has ended.
final class ClusterDiscovery: Sendable {
    let configuration: DiscoveryConfiguration
    let secret: String
    let name: String
    let address: String
    let logger: Logger

    init(configuration: DiscoveryConfiguration, secret: String, name: String, address: String, logger: Logger) {
        self.configuration = configuration
        self.secret = secret
        self.name = name
        self.address = address
        self.logger = logger
    }

    /// Announces and listens until cancelled, calling `onDiscovered(name, address)` for every
    /// announcement the guard lets through.
    func run(onDiscovered: @Sendable (String, String) async -> Void) async {
        let (found, continuation) = AsyncStream.makeStream(
            of: (name: String, address: String).self, bufferingPolicy: .bufferingNewest(64))
        let flags = ThreadFlags()
        let thread = Thread { [self] in
            loop(stop: flags, found: continuation)
            continuation.finish()
            flags.threadEnded()
        }
        thread.name = "swiftlet.cluster.discovery"
        thread.start()
        await withTaskCancellationHandler {
            for await discovered in found {
                await onDiscovered(discovered.name, discovered.address)
            }
        } onCancel: {
            flags.stop()
        }
        flags.stop()
        await flags.waitForThread()
    }

    /// The thread's loop: open the sockets, then announce and read until `stop`.
    private func loop(stop: ThreadFlags, found: AsyncStream<(name: String, address: String)>.Continuation) {
        var sockets: [UDPSocket] = []
        var rendezvous: UDPSocket?
        if let ports = configuration.loopbackPorts {
            for port in ports {
                if let socket = try? UDPSocket(host: "127.0.0.1", port: port) {
                    rendezvous = socket
                    break
                }
            }
            if rendezvous == nil {
                // Still able to send: the others, which do receive, dial this node.
                rendezvous = try? UDPSocket(host: "127.0.0.1", port: 0)
                logger.warning("Discovery: every rendezvous port \(ports) on 127.0.0.1 is taken; announcing only")
            }
        }
        if let rendezvous { sockets.append(rendezvous) }
        var multicast: UDPSocket?
        if let group = configuration.multicastGroup {
            do {
                let socket = try UDPSocket(host: "0.0.0.0", port: configuration.multicastPort, shared: true)
                try socket.joinMulticast(group)
                multicast = socket
                sockets.append(socket)
            } catch {
                logger.notice("Discovery: no multicast on this network (\(error)); same-host rendezvous only")
            }
        }
        defer { for socket in sockets { socket.close() } }
        guard !sockets.isEmpty else {
            logger.warning("Discovery: no UDP socket could be opened; finding nodes needs --join")
            return
        }
        var judge = DiscoveryGuard(secret: secret, ownName: name)
        judge.localHosts = UDPSocket.localAddresses()
        let interval =
            Double(configuration.interval.components.seconds)
            + Double(configuration.interval.components.attoseconds) / 1e18
        var lastAnnounced = -Double.infinity
        var budgetSecond = 0.0
        var budget = configuration.maxDatagramsPerSecond
        var refusals = RefusalLog()
        while !stop.isStopped {
            let now = configuration.now()
            if now - lastAnnounced >= interval {
                lastAnnounced = now
                announce(now: now, rendezvous: rendezvous, multicast: multicast)
            }
            // One socket per turn: with both, each is read every other turn.
            for socket in sockets {
                guard !stop.isStopped,
                    let datagram = socket.receive(capacity: DiscoveryAnnouncement.maxBytes)
                else { continue }
                let second = configuration.now().rounded(.down)
                if second != budgetSecond {
                    budgetSecond = second
                    budget = configuration.maxDatagramsPerSecond
                }
                guard budget > 0 else {
                    refusals.note(
                        "more than \(configuration.maxDatagramsPerSecond) datagrams a second; dropped", logger)
                    continue
                }
                budget -= 1
                switch judge.judge(datagram.bytes, from: datagram.host, now: configuration.now()) {
                case .dial(let peer, let peerAddress):
                    logger.notice("Discovery: found \(peer) at \(peerAddress)")
                    found.yield((peer, peerAddress))
                case .ignore:
                    break
                case .refuse(let reason):
                    refusals.note("from \(datagram.host): \(reason)", logger)
                }
            }
        }
    }

    private func announce(now: Double, rendezvous: UDPSocket?, multicast: UDPSocket?) {
        let bytes = DiscoveryAnnouncement.make(secret: secret, name: name, address: address, time: Int64(now))
            .encoded()
        if let rendezvous, let ports = configuration.loopbackPorts {
            for port in ports where port != rendezvous.port {
                rendezvous.send(bytes, to: "127.0.0.1", port: port)
            }
        }
        if let multicast, let group = configuration.multicastGroup {
            multicast.send(bytes, to: group, port: configuration.multicastPort)
        }
    }
}

/// Logs refused datagrams without flooding the log: each distinct reason (which names the announced
/// node) once a minute, at most ``distinctPerMinute`` of them, and then one line a minute with the
/// count of the others. So a misconfigured node is reported even while another one keeps being
/// refused, and a flood of made-up names costs a bounded log.
private struct RefusalLog {
    static let distinctPerMinute = 16
    private var minuteStart = -Double.infinity
    private var logged: Set<String> = []
    private var suppressed = 0

    mutating func note(_ reason: String, _ logger: Logger) {
        let now = Date().timeIntervalSince1970
        if now - minuteStart >= 60 {
            if suppressed > 0 {
                logger.warning("Discovery: \(suppressed) more datagrams refused in the last minute")
            }
            minuteStart = now
            logged.removeAll(keepingCapacity: true)
            suppressed = 0
        }
        guard !logged.contains(reason), logged.count < Self.distinctPerMinute else {
            suppressed += 1
            return
        }
        logged.insert(reason)
        logger.warning("Discovery: refused a datagram \(reason)")
    }
}

/// The stop request to the discovery thread, and the wait for its end. The `Mutex` guards a flag
/// and at most one waiting continuation.
private final class ThreadFlags: Sendable {
    private struct State {
        var stopped = false
        var ended = false
        var waiter: CheckedContinuation<Void, Never>?
    }
    private let state = Mutex(State())

    var isStopped: Bool { state.withLock { $0.stopped } }

    func stop() { state.withLock { $0.stopped = true } }

    func threadEnded() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.ended = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Returns once the thread has ended (within about 200 ms of ``stop()``: its reads time out).
    func waitForThread() async {
        await withCheckedContinuation { continuation in
            let ended = state.withLock { state -> Bool in
                if state.ended { return true }
                state.waiter = continuation
                return false
            }
            if ended { continuation.resume() }
        }
    }
}
