/// Baseline TIFF 6.0 writer: uncompressed, little-endian ("II"), 8 bits per sample, chunky RGB or RGBA,
/// the whole image in one strip, 72 dpi.
///
/// 8-byte header, the image file directory right after it, the out-of-line tag values, then the
/// pixel strip. Pure and deterministic; safe to call from any task.
public enum TIFF {
    /// Encodes `bitmap` as an 8-bit RGB TIFF (`width * height * 3` pixel bytes plus a small header).
    ///
    /// - Precondition: the bitmap is not empty and its TIFF fits in 4 GiB (offsets are 32-bit).
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        encode(bitmap, includingAlpha: false)
    }

    /// Encodes `bitmap` as 8-bit RGB, or with `includingAlpha` as RGBA with an opaque unassociated alpha
    /// channel (ExtraSamples = 2), which is what desktop imaging frameworks usually write.
    ///
    /// - Precondition: the bitmap is not empty and its TIFF fits in 4 GiB (offsets are 32-bit).
    public static func encode(_ bitmap: Bitmap, includingAlpha: Bool) -> [UInt8] {
        precondition(bitmap.width > 0 && bitmap.height > 0, "a TIFF needs at least one pixel")
        let samples = includingAlpha ? 4 : 3
        let stripBytes = bitmap.width * bitmap.height * samples
        var entries: [(tag: UInt16, type: FieldType, count: UInt32, values: [UInt32])] = [
            (256, .long, 1, [UInt32(bitmap.width)]),  // ImageWidth
            (257, .long, 1, [UInt32(bitmap.height)]),  // ImageLength
            (258, .short, UInt32(samples), Array(repeating: 8, count: samples)),  // BitsPerSample
            (259, .short, 1, [1]),  // Compression: none
            (262, .short, 1, [2]),  // PhotometricInterpretation: RGB
            (273, .long, 1, [0]),  // StripOffsets, patched below
            (277, .short, 1, [UInt32(samples)]),  // SamplesPerPixel
            (278, .long, 1, [UInt32(bitmap.height)]),  // RowsPerStrip
            (279, .long, 1, [UInt32(stripBytes)]),  // StripByteCounts
            (282, .rational, 1, [72, 1]),  // XResolution
            (283, .rational, 1, [72, 1]),  // YResolution
            (284, .short, 1, [1]),  // PlanarConfiguration: chunky
            (296, .short, 1, [2]),  // ResolutionUnit: inch
        ]
        if includingAlpha {
            entries.append((338, .short, 1, [2]))  // ExtraSamples: unassociated alpha
        }

        let headerSize = 8
        let directorySize = 2 + entries.count * 12 + 4
        // Values longer than four bytes live after the directory, each at an even offset.
        var overflow = [UInt8]()
        var overflowOffsets = [Int: UInt32]()
        for (index, entry) in entries.enumerated() where entry.type.size * Int(entry.count) > 4 {
            overflowOffsets[index] = UInt32(headerSize + directorySize + overflow.count)
            for value in entry.values { entry.type.append(value, to: &overflow) }
            if overflow.count % 2 == 1 { overflow.append(0) }
        }
        let stripOffset = headerSize + directorySize + overflow.count
        entries[5].values = [UInt32(stripOffset)]
        precondition(UInt64(stripOffset) + UInt64(stripBytes) <= UInt64(UInt32.max), "TIFF larger than 4 GiB")

        var out = [UInt8]()
        out.reserveCapacity(stripOffset + stripBytes)
        out += [0x49, 0x49, 42, 0]  // "II", magic 42
        out.appendLittleEndian(UInt32(headerSize))
        out.appendLittleEndian(UInt16(entries.count))
        for (index, entry) in entries.enumerated() {
            out.appendLittleEndian(entry.tag)
            out.appendLittleEndian(entry.type.rawValue)
            out.appendLittleEndian(entry.count)
            if let offset = overflowOffsets[index] {
                out.appendLittleEndian(offset)
            } else {
                var inline = [UInt8]()
                for value in entry.values { entry.type.append(value, to: &inline) }
                while inline.count < 4 { inline.append(0) }
                out += inline
            }
        }
        out.appendLittleEndian(UInt32(0))  // no further directories
        out += overflow

        if includingAlpha {
            bitmap.pixels.withUnsafeBufferPointer { source in
                var index = 0
                while index < source.count {
                    out.append(source[index])
                    out.append(source[index + 1])
                    out.append(source[index + 2])
                    out.append(255)
                    index += 3
                }
            }
        } else {
            out += bitmap.pixels
        }
        return out
    }

    /// The TIFF field types this writer uses.
    enum FieldType: UInt16 {
        case short = 3
        case long = 4
        case rational = 5

        /// Bytes per value; a rational's numerator and denominator count as two values of four bytes.
        var size: Int {
            switch self {
            case .short: 2
            case .long: 4
            case .rational: 8
            }
        }

        func append(_ value: UInt32, to bytes: inout [UInt8]) {
            switch self {
            case .short: bytes.appendLittleEndian(UInt16(value))
            case .long, .rational: bytes.appendLittleEndian(value)
            }
        }
    }
}
