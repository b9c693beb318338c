import Crypto
import Foundation

/// The proofs of the cluster handshake: each side shows it knows the shared secret without sending
/// it, by an HMAC-SHA256 over both sides' fresh nonces.
///
/// 1. The accepting node sends `challenge {nonce: Ns}` as soon as the WebSocket is open.
/// 2. The dialler answers `hello {from, address, nonce: Nc, proof: HMAC(K, hello, Ns, Nc, from, address)}`.
/// 3. The accepting node checks the proof (constant time) and answers
///    `welcome {…, proof: HMAC(K, welcome, Ns, Nc, its name, from)}`, which the dialler checks.
///
/// A recorded hello cannot be replayed: the next connection gets a new `Ns`, so the old proof does
/// not match. A recorded welcome cannot be replayed to a dialler either: its `Nc` is new. The two
/// proofs carry different labels, so one side's proof is never valid as the other's.
enum ClusterHandshake {
    /// A fresh nonce: 32 random bytes as 64 hex digits.
    static func makeNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return hex((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    /// The dialler's proof for its hello.
    static func helloProof(
        secret: String, serverNonce: String, clientNonce: String, from: String, address: String
    ) -> String {
        hex(hmac(key: Array(secret.utf8), message: fields(["hello", serverNonce, clientNonce, from, address])))
    }

    /// The accepting node's proof for its welcome.
    static func welcomeProof(
        secret: String, serverNonce: String, clientNonce: String, from: String, dialler: String
    ) -> String {
        hex(hmac(key: Array(secret.utf8), message: fields(["welcome", serverNonce, clientNonce, from, dialler])))
    }

    /// Length-prefixed fields under a protocol label, so no two field lists give the same bytes.
    private static func fields(_ values: [String]) -> [UInt8] {
        var bytes = Array("swiftlet-cluster/1".utf8)
        for value in values {
            let utf8 = Array(value.utf8)
            bytes += Array("\n\(utf8.count):".utf8) + utf8
        }
        return bytes
    }

    /// HMAC-SHA256 (RFC 2104) of `message` under `key` (swift-crypto's).
    static func hmac(key: [UInt8], message: [UInt8]) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key)))
    }

    /// `bytes` as lowercase hex digits.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        var text = ""
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }
}
