import Foundation

/// Names one distributed actor in a cluster: the node it lives on and its name on that node.
///
/// Well-known actors (one per node, such as a scan worker) use a fixed `actor` name so any node can
/// address them as `ClusterActorID(node: "B", actor: "scan")`; others get a random one.
public struct ClusterActorID: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The node's name (`--node-name`).
    public var node: String
    /// The actor's name on that node.
    public var actor: String

    public init(node: String, actor: String) {
        self.node = node
        self.actor = actor
    }

    public var description: String { "\(node)/\(actor)" }
}

/// Why a cluster operation failed. Every remote call fails with one of these, never hangs.
public enum ClusterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The node is not a connected member (it departed, or never joined): raised at once.
    case nodeUnavailable(String)
    /// The node left while the call was waiting for its answer.
    case nodeDeparted(String)
    /// No answer within the call timeout (5 s by default).
    case timedOut(node: String, after: Duration)
    /// Too many calls are in flight to the node (its connection's outgoing queue is full, or the
    /// node runs as many calls for this one as it allows): raised at once, nothing was sent or run.
    case busy(String)
    /// The remote target threw; `type` is the error's type name, `message` its description.
    case remote(type: String, message: String)
    /// The remote node refused the call: unknown actor or target, undecodable arguments, bad message.
    case rejected(code: String, message: String)
    /// The node we tried to join refused us (wrong secret, or our name is taken).
    case joinRefused(String)
    /// The connection to a node could not be made or broke during the handshake.
    case connectionFailed(String)
    /// A local actor id that is not registered with this system.
    case unknownActor(ClusterActorID)
    /// The cluster secret is empty.
    case emptySecret
    /// A message could not be encoded or decoded.
    case serialization(String)

    public var description: String {
        switch self {
        case .nodeUnavailable(let node): "Node '\(node)' is not connected."
        case .nodeDeparted(let node): "Node '\(node)' left before answering."
        case .timedOut(let node, let after): "Node '\(node)' did not answer within \(after)."
        case .busy(let node): "Node '\(node)' is busy: too many calls in flight; try again later."
        case .remote(let type, let message): "Remote error \(type): \(message)"
        case .rejected(let code, let message): "Call rejected (\(code)): \(message)"
        case .joinRefused(let reason): "Join refused: \(reason)"
        case .connectionFailed(let reason): "Connection failed: \(reason)"
        case .unknownActor(let id): "No actor \(id) on this node."
        case .emptySecret: "The cluster secret must not be empty."
        case .serialization(let reason): "Serialization failed: \(reason)"
        }
    }
}

/// One member as `GET /sky/cluster` reports it.
public struct ClusterMember: Codable, Hashable, Sendable {
    /// The node's name.
    public var name: String
    /// `host:port` where its `swiftlet serve` listens.
    public var address: String
    /// `up` (connected both ways, heartbeats arriving) or `joining` (handshake half done).
    public var status: String

    public init(name: String, address: String, status: String) {
        self.name = name
        self.address = address
        self.status = status
    }
}

/// The body of `GET /sky/cluster`.
public struct ClusterStatus: Codable, Sendable {
    /// This node's name.
    public var `self`: String
    /// Every member this node knows, itself included, sorted by name.
    public var members: [ClusterMember]
}

/// How a ``ClusterActorSystem`` behaves. Defaults are the production values.
public struct ClusterConfiguration: Sendable {
    /// This node's name; must be unique among live members.
    public var name: String
    /// The shared secret every node proves it knows when it connects (an HMAC over fresh nonces;
    /// the secret itself is never sent). Must not be empty.
    public var secret: String
    /// How often heartbeats (which also carry the member list) are sent.
    public var heartbeatInterval: Duration = .milliseconds(500)
    /// A member not heard from for this long is removed. With the interval this bounds detection of
    /// a hung node at `failureDeadline + heartbeatInterval` (2.5 s); a killed node is removed as soon
    /// as its connections close.
    public var failureDeadline: Duration = .seconds(2)
    /// A remote call with no answer for this long fails with ``ClusterError/timedOut(node:after:)``.
    public var callTimeout: Duration = .seconds(5)
    /// Messages larger than this are refused with an error envelope (1 MiB).
    public var maxMessageBytes = 1 << 20
    /// A dial whose WebSocket upgrade has no answer for this long (real time) is given up and
    /// fails with ``ClusterError/connectionFailed(_:)``; a seed is then dialled again.
    public var handshakeTimeout: Duration = .seconds(10)
    /// A connection whose handshake (the accepted side's `hello`, the dialler's `challenge` and
    /// `welcome`) is not complete this long (real time) after the upgrade is closed.
    public var helloTimeout: Duration = .seconds(5)
    /// Calls from one connection running at once on this node; beyond it a call is answered
    /// `busy` at once (``ClusterError/busy(_:)`` at the caller) and the connection keeps serving.
    public var maxConcurrentCallsPerLink = 64
    /// Messages queued for one connection's writer: calls beyond it fail with
    /// ``ClusterError/busy(_:)``; replies, errors and heartbeats may use twice as many, beyond which
    /// the member is not reading and its connection is closed.
    public var maxQueuedMessagesPerLink = 256
    /// Bytes queued for one connection's writer, with the same rules as
    /// ``maxQueuedMessagesPerLink`` (a single message is always accepted by an empty queue).
    public var maxQueuedBytesPerLink = 16 << 20
    /// How often a seed (`--join`) that is not connected is dialled again.
    public var seedRetryInterval: Duration = .seconds(1)
    /// The clock call timeouts are measured on (a TestClock in tests).
    public var callClock: any Clock<Duration> = ContinuousClock()
    /// The clock heartbeats, failure detection and seed retries run on.
    public var heartbeatClock: any Clock<Duration> = ContinuousClock()
    /// Finding the other nodes with no seeds (UDP multicast and a same-host rendezvous, announcements
    /// signed with the secret: docs/cluster.md, *Discovery*); nil: only seeds. Starts with ``ClusterActorSystem/start(address:seeds:)``.
    public var discovery: DiscoveryConfiguration?

    public init(name: String, secret: String) {
        self.name = name
        self.secret = secret
    }
}
