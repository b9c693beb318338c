/// The zlib container (RFC 1950) around a DEFLATE stream, as PNG's IDAT data requires.
enum Zlib {
    /// `input` compressed with `Deflate`, framed by the two-byte zlib header and the Adler-32 trailer.
    static func compress(_ input: [UInt8]) -> [UInt8] {
        // CMF 0x78: method 8 (deflate), 32 KiB window. FLG 0x01: no dictionary, fastest level, and
        // (0x78 * 256 + 0x01) is a multiple of 31 as the header check requires.
        var out: [UInt8] = [0x78, 0x01]
        out += Deflate.compress(input)
        out.appendBigEndian(Adler32.checksum(of: input))
        return out
    }
}
