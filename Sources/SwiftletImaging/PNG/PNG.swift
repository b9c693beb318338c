/// PNG writer: 8-bit truecolour (colour type 2), no interlacing, one IDAT chunk holding a zlib stream
/// compressed by this module's own DEFLATE encoder, CRC-32 on every chunk.
///
/// Each row gets the adaptive filter (None, Sub, Up, Average or Paeth) whose output has the smallest sum
/// of absolute values, the usual heuristic. Pure and deterministic; safe to call from any task.
public enum PNG {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes `bitmap` as an 8-bit RGB PNG.
    ///
    /// - Precondition: the bitmap is not empty and each side is below 2^31 pixels.
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        precondition(bitmap.width > 0 && bitmap.height > 0, "a PNG needs at least one pixel")
        precondition(bitmap.width <= Int(Int32.max) && bitmap.height <= Int(Int32.max), "PNG side too large")
        var header = [UInt8]()
        header.appendBigEndian(UInt32(bitmap.width))
        header.appendBigEndian(UInt32(bitmap.height))
        header += [8, 2, 0, 0, 0]  // bit depth, colour type RGB, deflate, adaptive filtering, no interlace

        var out = signature
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", Zlib.compress(PNGRowFilter.filteredScanlines(of: bitmap)), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// Appends length, type, data and the CRC-32 of type plus data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out.appendBigEndian(UInt32(data.count))
        out += typeBytes
        out += data
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        out.appendBigEndian(crc.value)
    }
}
