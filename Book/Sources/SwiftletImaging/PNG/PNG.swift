/// PNG writer: 8-bit truecolour (colour type 2; with alpha, 6, for a partly transparent picture), no interlacing, one IDAT chunk holding a zlib stream
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
        file(
            width: bitmap.width, height: bitmap.height, colourType: 2,
            scanlines: PNGRowFilter.filteredScanlines(of: bitmap))
    }

    /// A whole PNG file: 8-bit samples of `colourType` (2 RGB, 6 RGBA) in one IDAT of the filtered
    /// `scanlines`.
    ///
    /// - Precondition: the image is not empty and each side is below 2^31 pixels.
    static func file(width: Int, height: Int, colourType: UInt8, scanlines: [UInt8]) -> [UInt8] {
        precondition(width > 0 && height > 0, "a PNG needs at least one pixel")
        precondition(width <= Int(Int32.max) && height <= Int(Int32.max), "PNG side too large")
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, colourType, 0, 0, 0]  // bit depth, colour type, deflate, adaptive filtering, no interlace

        var out = signature
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", Zlib.compress(scanlines), to: &out)
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
