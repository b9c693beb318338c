import Crypto

/// SHA-256 digests as the book server publishes them (the gallery's `sha256` field, stored token
/// hashes): 64 lowercase hex digits, computed by swift-crypto.
public enum ContentDigest {
    /// The SHA-256 of `bytes` as 64 lowercase hex digits.
    public static func sha256Hex(of bytes: some Sequence<UInt8>) -> String {
        let digest = SHA256.hash(data: Array(bytes))
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(SHA256.byteCount * 2)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
