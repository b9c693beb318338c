/// The CRC-32 used by PNG chunks and zip/gzip (reflected polynomial 0xEDB88320, initial value and final
/// XOR 0xFFFFFFFF).
///
/// A value type that can be fed incrementally with `update(_:)`; `CRC32.checksum(of:)` is the one-shot form.
public struct CRC32: Sendable {
    /// The running checksum of every byte fed so far.
    public private(set) var value: UInt32 = 0

    /// A checksum of no bytes yet (value 0).
    public init() {}

    /// Adds `bytes` to the checksum.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        var crc = ~value
        for byte in bytes {
            crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        value = ~crc
    }

    /// The CRC-32 of `bytes`.
    public static func checksum(of bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    private static let table: [UInt32] = (0..<256).map { index in
        var entry = UInt32(index)
        for _ in 0..<8 {
            entry = entry & 1 == 1 ? 0xEDB8_8320 ^ (entry >> 1) : entry >> 1
        }
        return entry
    }
}
