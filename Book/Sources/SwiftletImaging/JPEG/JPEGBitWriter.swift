/// Packs entropy-coded JPEG data, most significant bit first, stuffing a zero byte after every 0xFF so
/// no marker can appear inside the scan (ITU T.81 §F.1.2.3).
struct JPEGBitWriter {
    private(set) var bytes: [UInt8]
    private var buffer: UInt64 = 0
    private var count = 0

    /// Continues after `prefix` (the headers written so far).
    init(prefix: [UInt8], reservingCapacity capacity: Int) {
        bytes = prefix
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `length` bits of `value` (`length` at most 24).
    @inline(__always)
    mutating func write(_ value: UInt32, length: Int) {
        buffer = (buffer << UInt64(length)) | UInt64(value & ((1 << UInt32(length)) &- 1))
        count += length
        while count >= 8 {
            count -= 8
            let byte = UInt8(truncatingIfNeeded: buffer >> UInt64(count))
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0) }
        }
    }

    /// Pads the last partial byte with one bits, as the standard asks, and returns every byte.
    mutating func finish() -> [UInt8] {
        if count > 0 {
            let padding = 8 - count
            write((1 << UInt32(padding)) - 1, length: padding)
        }
        return bytes
    }
}
