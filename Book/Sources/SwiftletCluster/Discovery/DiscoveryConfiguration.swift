import Foundation

/// How a node finds the others with no `--join` (docs/cluster.md, *Discovery*): it announces itself
/// every ``interval`` and dials the nodes whose announcements it can verify.
///
/// Two paths, both optional: UDP **multicast** to ``multicastGroup``:``multicastPort`` (TTL 1:
/// this network only) for nodes on other machines of the LAN, and a **same-host rendezvous** on
/// this host's loopback, which has no multicast: each node binds the first free UDP port of
/// ``loopbackPorts`` on 127.0.0.1 and sends its announcement to every port of the range.
public struct DiscoveryConfiguration: Sendable {
    /// How often the node announces itself.
    public var interval: Duration = .seconds(1)
    /// The same-host rendezvous ports on 127.0.0.1 (nil: none). At most this many nodes per host
    /// receive there; a node finding every port taken still announces (the others dial it).
    public var loopbackPorts: ClosedRange<UInt16>? = 47_470...47_501
    /// The LAN multicast group (nil: no multicast). An administratively scoped IPv4 group.
    public var multicastGroup: String? = "239.255.74.71"
    /// The multicast port, shared by every node of the host (SO_REUSEPORT).
    public var multicastPort: UInt16 = 47_469
    /// Datagrams examined per second; beyond it they are read and dropped unexamined, so a flood
    /// costs neither memory nor unbounded CPU.
    public var maxDatagramsPerSecond = 200
    /// Wall-clock time in seconds since 1970 (announcements carry it; injectable for tests).
    public var now: @Sendable () -> Double = { Date().timeIntervalSince1970 }

    /// The defaults: both paths, one announcement a second.
    public init() {}
}
