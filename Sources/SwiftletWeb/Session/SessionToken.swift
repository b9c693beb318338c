/// The token a page holds for its session: 48 lowercase hex digits, a public part (64 random bits,
/// the first 16 digits) by which the server finds the session, then the secret (128 random bits) that
/// resuming it requires, compared in constant time.
///
/// The token is written into the page and sent in the first message of the page's socket (never in
/// a URL); each attach replaces it (``SessionRegistry``). A token that does not have this shape, or
/// whose secret does not match, names no session: the socket gets a fresh one.
enum SessionToken {
    /// The digits of the public part.
    static let publicDigits = 16
    /// The digits of a whole token.
    static let digits = 48

    /// A new random token (from the system's cryptographic generator).
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<3).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// The public part of `token`, or `nil` when `token` is not 48 lowercase hex digits.
    static func publicPart(of token: String) -> String? {
        let bytes = token.utf8
        guard bytes.count == digits,
            bytes.allSatisfy({
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            })
        else { return nil }
        return String(token.prefix(publicDigits))
    }

    /// Whether `offered` equals `known`, in time that depends only on their lengths.
    static func matches(_ known: String, _ offered: String) -> Bool {
        let a = Array(known.utf8)
        let b = Array(offered.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
