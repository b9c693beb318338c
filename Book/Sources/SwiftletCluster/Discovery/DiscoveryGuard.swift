/// Decides what a received announcement may make this node do: dial the announced address, or
/// nothing. Pure state with the time passed in, so tests drive it without a network or a clock.
///
/// An announcement is used only when it decodes, is signed with this cluster's secret, is at most
/// ``window`` seconds old or early, carries a nonce not seen within that window (a replay, or the
/// same datagram arriving by multicast and by the loopback rendezvous, is dropped), names another
/// node, and that node's address was not dialled in the last ``redialInterval`` seconds. The
/// address dialled is always the signed one: a loopback or wildcard address (`127.0.0.1:8081`,
/// `0.0.0.0:8081`) is dialled only when the datagram comes from this host, and refused from any
/// other, since the sender's address is not covered by the proof (an announcement recorded on one
/// machine and replayed from another would otherwise make this node dial the replayer). Every
/// table is bounded: ``maxNonces`` nonces (beyond them new announcements are dropped until old
/// ones expire), ``maxPeers`` dial times.
public struct DiscoveryGuard: Sendable {
    /// What to do with one datagram.
    public enum Verdict: Equatable, Sendable {
        /// Dial the node `name` at `address` (`host:port`).
        case dial(name: String, address: String)
        /// A valid announcement needing nothing (this node, a duplicate, dialled recently).
        case ignore
        /// Refused: not an announcement of this cluster; `reason` is for the log.
        case refuse(String)
    }

    /// The secret announcements must be signed with.
    public let secret: String
    /// This node's name (its own announcements are ignored).
    public let ownName: String
    /// How old (or early) an announcement may be, in seconds.
    public var window: Double = 30
    /// How long after dialling a node's address the same address is not dialled again, in seconds.
    public var redialInterval: Double = 5
    /// Nonces remembered at once.
    public var maxNonces = 4096
    /// Addresses whose last dial time is remembered at once.
    public var maxPeers = 256
    /// This machine's own addresses: an announcement sent from one of them comes from this host
    /// (multicast looped back through a LAN interface), so its loopback address is dialled as is.
    public var localHosts: Set<String> = ["127.0.0.1"]

    private var nonces: [String: Double] = [:]
    private var dialled: [String: Double] = [:]

    public init(secret: String, ownName: String) {
        self.secret = secret
        self.ownName = ownName
    }

    /// Nonces and dial times held now (for tests of the bounds).
    public var heldEntries: Int { nonces.count + dialled.count }

    /// Judges the datagram `bytes` received at `now` (seconds since 1970) from `sourceHost` (the
    /// sender's IP address), which decides only whether a loopback or wildcard address may be used.
    public mutating func judge(_ bytes: some Collection<UInt8>, from sourceHost: String, now: Double) -> Verdict {
        guard let announcement = DiscoveryAnnouncement.decode(bytes) else { return .refuse("not an announcement") }
        guard abs(Double(announcement.time) - now) <= window else {
            return .refuse("announcement of \(Loggable(announcement.name)) outside the time window")
        }
        guard announcement.isSigned(with: secret) else {
            return .refuse("announcement of \(Loggable(announcement.name)) not signed with this cluster's secret")
        }
        expire(now: now)
        guard nonces[announcement.nonce] == nil else { return .ignore }
        guard nonces.count < maxNonces else { return .refuse("too many announcements; dropped") }
        nonces[announcement.nonce] = now
        guard announcement.name != ownName else { return .ignore }
        let fromThisHost = localHosts.contains(sourceHost) || sourceHost.hasPrefix("127.") || sourceHost == "::1"
        guard let address = Self.dialAddress(announcement.address, fromThisHost: fromThisHost) else {
            return .refuse(
                "announcement of \(Loggable(announcement.name)) with a bad address, or a loopback or wildcard one "
                    + "from another machine")
        }
        if let last = dialled[address], now - last < redialInterval { return .ignore }
        guard dialled[address] != nil || dialled.count < maxPeers else { return .ignore }
        dialled[address] = now
        return .dial(name: announcement.name, address: address)
    }

    private mutating func expire(now: Double) {
        if nonces.count >= maxNonces / 2 { nonces = nonces.filter { now - $0.value <= window } }
        if dialled.count >= maxPeers / 2 { dialled = dialled.filter { now - $0.value < redialInterval } }
    }

    /// `host:port` to dial: the announced one (a wildcard host as `127.0.0.1`). Nil when it is not
    /// `host:port` with a port in 1–65535, or when it is a loopback or wildcard address and the
    /// announcement did not come from this host.
    static func dialAddress(_ announced: String, fromThisHost: Bool) -> String? {
        guard let colon = announced.lastIndex(of: ":"), let port = Int(announced[announced.index(after: colon)...]),
            (1...65535).contains(port)
        else { return nil }
        let host = String(announced[..<colon])
        guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || ".-:[]".contains($0) }) else {
            return nil
        }
        let local = ["127.0.0.1", "localhost", "0.0.0.0", "::", "[::]", "::1", "[::1]"]
        if local.contains(host) || host.hasPrefix("127.") {
            guard fromThisHost else { return nil }
            if host == "0.0.0.0" || host == "::" || host == "[::]" { return "127.0.0.1:\(port)" }
        }
        return announced
    }
}
