/// The Adler-32 checksum that ends every zlib stream (RFC 1950).
///
/// A value type that can be fed incrementally with `update(_:)`; `Adler32.checksum(of:)` is the one-shot form.
public struct Adler32: Sendable {
    private var low: UInt32 = 1
    private var high: UInt32 = 0

    /// A checksum of no bytes yet (value 1).
    public init() {}

    /// The running checksum of every byte fed so far.
    public var value: UInt32 { (high << 16) | low }

    /// Adds `bytes` to the checksum.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let modulus: UInt32 = 65_521
        var pending = 0
        for byte in bytes {
            low &+= UInt32(byte)
            high &+= low
            pending += 1
            // 5552 bytes is the largest run for which the sums cannot overflow 32 bits.
            if pending == 5552 {
                low %= modulus
                high %= modulus
                pending = 0
            }
        }
        low %= modulus
        high %= modulus
    }

    /// The Adler-32 of `bytes`.
    public static func checksum(of bytes: some Sequence<UInt8>) -> UInt32 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }
}
