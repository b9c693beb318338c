import Foundation

/// One discovery datagram: "node `name` listens at `address`", signed with the cluster secret.
///
/// `proof = HMAC-SHA256(secret, "announce", name, address, time, nonce)` (length-prefixed fields, as
/// the handshake's). `time` (whole seconds since 1970) bounds how long a recorded announcement can
/// be replayed, `nonce` (16 random bytes) makes each one unique so a receiver accepts it once.
/// Encoded as a small JSON object; a datagram over ``maxBytes`` is never decoded.
public struct DiscoveryAnnouncement: Codable, Equatable, Sendable {
    /// The announcing node's name.
    public var name: String
    /// `host:port` of its server (the cluster's WebSocket route).
    public var address: String
    /// When it was made, in whole seconds since 1970 (UTC).
    public var time: Int64
    /// 32 hex digits, fresh for every announcement.
    public var nonce: String
    /// 64 hex digits: the HMAC over the fields above.
    public var proof: String

    /// The largest datagram a receiver decodes.
    public static let maxBytes = 1024

    /// A signed announcement of `name` at `address`, made at `time`.
    public static func make(secret: String, name: String, address: String, time: Int64) -> DiscoveryAnnouncement {
        var generator = SystemRandomNumberGenerator()
        let nonce = ClusterHandshake.hex((0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
        return DiscoveryAnnouncement(
            name: name, address: address, time: time, nonce: nonce,
            proof: proof(secret: secret, name: name, address: address, time: time, nonce: nonce))
    }

    /// The proof an announcement with these fields must carry.
    static func proof(secret: String, name: String, address: String, time: Int64, nonce: String) -> String {
        var bytes = Array("swiftlet-cluster/1".utf8)
        for value in ["announce", name, address, String(time), nonce] {
            let utf8 = Array(value.utf8)
            bytes += Array("\n\(utf8.count):".utf8) + utf8
        }
        return ClusterHandshake.hex(ClusterHandshake.hmac(key: Array(secret.utf8), message: bytes))
    }

    /// True when `proof` is the HMAC of the fields under `secret` (compared in constant time).
    public func isSigned(with secret: String) -> Bool {
        ClusterSecret.matches(
            proof, Self.proof(secret: secret, name: name, address: address, time: time, nonce: nonce))
    }

    /// The datagram's bytes.
    public func encoded() -> [UInt8] {
        (try? Array(JSONEncoder().encode(self))) ?? []
    }

    /// The announcement in `bytes`, or nil when they are too long, not JSON of this shape, or carry
    /// fields of implausible size (so nothing large is ever hashed or kept).
    public static func decode(_ bytes: some Collection<UInt8>) -> DiscoveryAnnouncement? {
        guard !bytes.isEmpty, bytes.count <= maxBytes,
            let value = try? JSONDecoder().decode(DiscoveryAnnouncement.self, from: Data(bytes))
        else { return nil }
        guard (1...128).contains(value.name.utf8.count), (3...262).contains(value.address.utf8.count),
            value.nonce.utf8.count == 32, value.proof.utf8.count == 64
        else { return nil }
        return value
    }
}
