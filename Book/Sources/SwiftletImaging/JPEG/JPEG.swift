/// Baseline sequential JPEG writer (SOF0): JFIF APP0, two quantisation tables scaled by quality, the
/// standard Huffman tables of ITU T.81 Annex K, YCbCr colour with 4:4:4 or 4:2:0 chroma, one interleaved
/// scan with byte stuffing, no restart markers.
///
/// Baseline files decode top to bottom, so a partially downloaded file already shows its upper part.
/// Pure and deterministic (the same input gives the same bytes on every run); safe to call from any task.
/// Synchronous: a 2000×3000 image takes about a quarter of a second of CPU time.
public enum JPEG {
    /// How the two chroma channels are sampled relative to luma.
    public enum ChromaSubsampling: Sendable, Equatable {
        /// Full-resolution chroma (H = V = 1 for every component); largest files, sharpest colour edges.
        case none
        /// Chroma averaged over 2×2 pixels (luma H = V = 2), the usual choice for photographs.
        case quarter
    }

    /// Encodes `bitmap` at `quality` (1...100, clamped; 90 by default) with 4:2:0 chroma.
    ///
    /// - Precondition: both sides of the bitmap are in 1...65535.
    public static func encode(_ bitmap: Bitmap, quality: Int = 90) -> [UInt8] {
        encode(bitmap, quality: quality, subsampling: .quarter)
    }

    /// Encodes `bitmap` at `quality` (1...100, clamped) with the given chroma subsampling.
    ///
    /// - Precondition: both sides of the bitmap are in 1...65535.
    public static func encode(_ bitmap: Bitmap, quality: Int, subsampling: ChromaSubsampling) -> [UInt8] {
        precondition(
            (1...65535).contains(bitmap.width) && (1...65535).contains(bitmap.height),
            "JPEG sides must be 1...65535 pixels")
        let luminance = JPEGQuantizationTable(base: JPEGQuantizationTable.luminanceBase, quality: quality)
        let chrominance = JPEGQuantizationTable(base: JPEGQuantizationTable.chrominanceBase, quality: quality)
        let header = headers(for: bitmap, luminance: luminance, chrominance: chrominance, subsampling: subsampling)
        let scan = JPEGScanEncoder(
            bitmap: bitmap, subsampling: subsampling, luminance: luminance, chrominance: chrominance)
        var out = scan.encode(after: header)
        out += [0xFF, 0xD9]  // EOI
        return out
    }

    /// SOI, APP0 (JFIF 1.01), DQT, SOF0, DHT and SOS: everything before the entropy-coded data.
    static func headers(
        for bitmap: Bitmap, luminance: JPEGQuantizationTable,
        chrominance: JPEGQuantizationTable, subsampling: ChromaSubsampling
    ) -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]
        func segment(_ marker: UInt8, _ body: [UInt8]) {
            out += [0xFF, marker]
            out.appendBigEndian(UInt16(body.count + 2))
            out += body
        }
        // JFIF: version 1.01, aspect-ratio units, 1:1 density, no thumbnail.
        segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        segment(0xDB, [0x00] + luminance.zigzagBytes + [0x01] + chrominance.zigzagBytes)

        var frame: [UInt8] = [8]
        frame.appendBigEndian(UInt16(bitmap.height))
        frame.appendBigEndian(UInt16(bitmap.width))
        let lumaSampling: UInt8 = subsampling == .quarter ? 0x22 : 0x11
        frame += [3, 1, lumaSampling, 0, 2, 0x11, 1, 3, 0x11, 1]
        segment(0xC0, frame)

        var tables = [UInt8]()
        let standard: [(UInt8, JPEGHuffmanTable)] = [
            (0x00, .standardLuminanceDC), (0x10, .standardLuminanceAC),
            (0x01, .standardChrominanceDC), (0x11, .standardChrominanceAC),
        ]
        for (classAndID, table) in standard {
            tables.append(classAndID)
            tables += table.counts
            tables += table.symbols
        }
        segment(0xC4, tables)
        // Three components (Y with tables 0/0, Cb and Cr with 1/1), spectral 0...63, no approximation.
        segment(0xDA, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
        return out
    }
}
