import NIOCore

/// Splits a byte stream into text lines. A line ends at `\n`; a `\r` right before it is dropped, so `\r\n`
/// is one terminator and never yields an empty line. Bytes are decoded as UTF-8 (invalid bytes become
/// U+FFFD). A last line without a terminator is returned by ``finish()``.
struct LineSplitter {
    private var partial: [UInt8] = []

    /// Appends `bytes` and returns the lines they complete, in order.
    mutating func append(_ bytes: ByteBufferView) -> [String] {
        var lines: [String] = []
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if partial.isEmpty {
                lines.append(Self.decode(bytes[start..<newline]))
            } else {
                partial.append(contentsOf: bytes[start..<newline])
                lines.append(Self.decode(partial[...]))
                partial.removeAll(keepingCapacity: true)
            }
            start = bytes.index(after: newline)
        }
        partial.append(contentsOf: bytes[start...])
        return lines
    }

    /// Appends raw bytes (for tests and non-NIO sources).
    mutating func append(_ bytes: [UInt8]) -> [String] {
        append(ByteBuffer(bytes: bytes).readableBytesView)
    }

    /// The unterminated last line, if any bytes are left.
    mutating func finish() -> String? {
        guard !partial.isEmpty else { return nil }
        defer { partial.removeAll() }
        return Self.decode(partial[...])
    }

    private static func decode<C: BidirectionalCollection<UInt8>>(_ bytes: C) -> String {
        if let last = bytes.last, last == UInt8(ascii: "\r") {
            return String(decoding: bytes.dropLast(), as: UTF8.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
