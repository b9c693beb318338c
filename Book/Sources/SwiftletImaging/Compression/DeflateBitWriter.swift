/// Packs DEFLATE's variable-length fields into bytes, least significant bit first (RFC 1951 §3.1.1).
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `length` bits of `value`, least significant first (extra bits, header fields).
    mutating func write(bits value: UInt32, length: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += length
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Appends a Huffman code, which DEFLATE stores most significant bit first.
    mutating func write(code: UInt32, length: Int) {
        var reversed: UInt32 = 0
        var remaining = code
        for _ in 0..<length {
            reversed = (reversed << 1) | (remaining & 1)
            remaining >>= 1
        }
        write(bits: reversed, length: length)
    }

    /// Pads the last partial byte with zero bits and returns every byte written.
    mutating func finish() -> [UInt8] {
        if count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer = 0
            count = 0
        }
        return bytes
    }
}
