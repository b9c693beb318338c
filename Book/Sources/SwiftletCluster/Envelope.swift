import Foundation

/// One cluster message: exactly one WebSocket text message carries one JSON envelope.
///
/// A flat record whose `kind` says which optional fields are set (see docs/cluster.md):
/// `challenge` → `hello` → `welcome` | `refused` opens a connection (see ``ClusterHandshake``); `heartbeat` carries the sender's member list;
/// `call` → `reply` runs a distributed target; `error` answers input that could not be used.
struct Envelope: Codable, Sendable {
    enum Kind: String, Codable, Sendable {
        case challenge, hello, welcome, refused, heartbeat, call, reply, error
    }

    var kind: Kind
    /// Sender's node name (hello, welcome, heartbeat).
    var from: String?
    /// Sender's `host:port` (hello, welcome).
    var address: String?
    /// The sender's connected members (welcome, heartbeat): gossip.
    var members: [Peer]?
    /// Call id, echoed by the reply or error that answers it.
    var id: UUID?
    /// The actor a call targets.
    var target: ClusterActorID?
    /// The distributed target's identifier (its mangled name).
    var method: String?
    /// Each argument as JSON text.
    var arguments: [String]?
    /// The return value as JSON text (absent for `Void`).
    var result: String?
    /// Why a call failed, or why input was refused.
    var failure: Failure?
    /// The sender's fresh nonce (challenge: the accepting node's; hello: the dialler's).
    var nonce: String?
    /// The sender's HMAC proof that it knows the cluster secret (hello, welcome).
    var proof: String?

    /// A member in gossip.
    struct Peer: Codable, Sendable, Hashable {
        var name: String
        var address: String
    }

    /// An error carried back to the caller.
    struct Failure: Codable, Sendable, Hashable {
        /// `thrown` (the target threw), `unknownActor`, `unknownTarget`, `badArguments`,
        /// `badMessage`, `tooLarge`, `busy`, `refused`, `unauthorized`, `nameInUse`.
        var code: String
        /// The thrown error's type name, when `code` is `thrown`.
        var type: String?
        var message: String
    }

    init(kind: Kind) { self.kind = kind }

    static func error(_ code: String, _ message: String, id: UUID? = nil) -> Envelope {
        var envelope = Envelope(kind: .error)
        envelope.id = id
        envelope.failure = Failure(code: code, message: message)
        return envelope
    }

    func encoded() -> String {
        // Encoding a struct of strings, UUIDs and arrays cannot fail.
        (try? String(decoding: JSONEncoder().encode(self), as: UTF8.self)) ?? #"{"kind":"error"}"#
    }

    static func decode(_ text: String) throws -> Envelope {
        try JSONDecoder().decode(Envelope.self, from: Data(text.utf8))
    }
}
