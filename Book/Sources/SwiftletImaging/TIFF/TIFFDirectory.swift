/// The first image file directory of a TIFF, read and checked against the bytes present: what
/// ``TIFF/decode(_:maximumPixels:)`` needs to decode its strips.
///
/// Only the first directory is read (later pages and thumbnails are ignored, so a directory chain that
/// loops costs nothing). Every count and offset is checked against the number of bytes present before
/// anything is allocated by it.
struct TIFFDirectory {
    enum Compression: Equatable {
        case none, lzw, packBits
    }

    enum Colour: Equatable {
        /// One sample per pixel; `whiteIsZero` inverts it.
        case gray(whiteIsZero: Bool)
        case rgb
    }

    /// How the sample after the colour samples is used.
    enum Alpha: Equatable {
        case none, associated, unassociated
    }

    let width: Int
    let height: Int
    let samplesPerPixel: Int
    let colour: Colour
    let alpha: Alpha
    let compression: Compression
    let usesHorizontalPredictor: Bool
    let rowsPerStrip: Int
    let stripOffsets: [Int]
    /// Nil when the file leaves them out (allowed only for uncompressed strips).
    let stripByteCounts: [Int]?

    var bytesPerRow: Int { width * samplesPerPixel }

    /// Tag numbers from the TIFF 6.0 specification.
    private enum Tag {
        static let width = 256
        static let height = 257
        static let bitsPerSample = 258
        static let compression = 259
        static let photometric = 262
        static let stripOffsets = 273
        static let samplesPerPixel = 277
        static let rowsPerStrip = 278
        static let stripByteCounts = 279
        static let planarConfiguration = 284
        static let predictor = 317
        static let tileWidth = 322
        static let tileOffsets = 324
        static let extraSamples = 338
        static let sampleFormat = 339
    }

    /// One directory entry: its field type, count, and where its values start.
    private struct Entry {
        let type: Int
        let count: Int
        let valueOffset: Int
    }

    /// Reads the header and the first directory of `bytes`.
    ///
    /// - Throws: ``TIFFDecodingError`` when the header or directory is unreadable, describes an image
    ///   this reader does not decode, or has more than `maximumPixels` pixels.
    init(_ bytes: [UInt8], maximumPixels: Int) throws(TIFFDecodingError) {
        guard bytes.count >= 8 else { throw .notTIFF }
        let reader: TIFFByteReader
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): reader = TIFFByteReader(bytes: bytes, isBigEndian: false)
        case (0x4D, 0x4D): reader = TIFFByteReader(bytes: bytes, isBigEndian: true)
        default: throw .notTIFF
        }
        guard reader.uint16(at: 2) == 42, let directoryOffset = reader.uint32(at: 4) else { throw .notTIFF }
        guard directoryOffset >= 8, let entryCount = reader.uint16(at: directoryOffset) else {
            throw .truncatedDirectory
        }
        guard directoryOffset + 2 + entryCount * 12 <= bytes.count else { throw .truncatedDirectory }

        var entries: [Int: Entry] = [:]
        for index in 0..<entryCount {
            let start = directoryOffset + 2 + index * 12
            guard let tag = reader.uint16(at: start), let type = reader.uint16(at: start + 2),
                let count = reader.uint32(at: start + 4)
            else { throw .truncatedDirectory }
            let size = Self.size(ofType: type)
            // Unknown types are skipped (the tags this reader needs reject them below).
            guard size > 0 else { continue }
            let total = count.multipliedReportingOverflow(by: size)
            guard !total.overflow else { throw .truncatedDirectory }
            let valueOffset: Int
            if total.partialValue <= 4 {
                valueOffset = start + 8
            } else {
                guard let pointer = reader.uint32(at: start + 8) else { throw .truncatedDirectory }
                valueOffset = pointer
            }
            guard valueOffset + total.partialValue <= bytes.count else { throw .truncatedDirectory }
            entries[tag] = Entry(type: type, count: count, valueOffset: valueOffset)
        }

        func values(_ tag: Int) throws(TIFFDecodingError) -> [Int]? {
            guard let entry = entries[tag] else { return nil }
            var result: [Int] = []
            result.reserveCapacity(entry.count)
            for index in 0..<entry.count {
                let value: Int?
                switch entry.type {
                case 1: value = Int(bytes[entry.valueOffset + index])
                case 3: value = reader.uint16(at: entry.valueOffset + index * 2)
                case 4: value = reader.uint32(at: entry.valueOffset + index * 4)
                default: throw .malformedDirectory("tag \(tag) has field type \(entry.type)")
                }
                guard let value else { throw .truncatedDirectory }
                result.append(value)
            }
            return result
        }
        func value(_ tag: Int, default defaultValue: Int? = nil) throws(TIFFDecodingError) -> Int {
            if let first = try values(tag)?.first { return first }
            guard let defaultValue else { throw .malformedDirectory("tag \(tag) is missing") }
            return defaultValue
        }

        guard entries[Tag.tileWidth] == nil, entries[Tag.tileOffsets] == nil else { throw .unsupported("tiles") }
        width = try value(Tag.width)
        height = try value(Tag.height)
        let pixels = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !pixels.overflow, pixels.partialValue <= maximumPixels else {
            throw .tooLarge(width: width, height: height, maximumPixels: maximumPixels)
        }

        samplesPerPixel = try value(Tag.samplesPerPixel, default: 1)
        guard (1...8).contains(samplesPerPixel) else { throw .unsupported("\(samplesPerPixel) samples per pixel") }
        let bits = try values(Tag.bitsPerSample) ?? [1]
        guard bits.allSatisfy({ $0 == 8 }) else { throw .unsupported("\(bits.first ?? 0) bits per sample") }
        if let formats = try values(Tag.sampleFormat), !formats.allSatisfy({ $0 == 1 }) {
            throw .unsupported("sample format \(formats.first ?? 0)")
        }
        guard try value(Tag.planarConfiguration, default: 1) == 1 else { throw .unsupported("planar samples") }

        let colourSamples: Int
        switch try value(Tag.photometric) {
        case 0: (colour, colourSamples) = (.gray(whiteIsZero: true), 1)
        case 1: (colour, colourSamples) = (.gray(whiteIsZero: false), 1)
        case 2: (colour, colourSamples) = (.rgb, 3)
        case let other: throw .unsupported("photometric interpretation \(other)")
        }
        guard samplesPerPixel >= colourSamples else {
            throw .malformedDirectory("\(samplesPerPixel) samples per pixel for \(colourSamples) colour samples")
        }
        switch samplesPerPixel > colourSamples ? try values(Tag.extraSamples)?.first : nil {
        case 1: alpha = .associated
        case 2: alpha = .unassociated
        default: alpha = .none
        }

        switch try value(Tag.compression, default: 1) {
        case 1: compression = .none
        case 5: compression = .lzw
        case 32773: compression = .packBits
        case let other: throw .unsupported("compression \(other)")
        }
        switch try value(Tag.predictor, default: 1) {
        case 1: usesHorizontalPredictor = false
        case 2: usesHorizontalPredictor = true
        case let other: throw .unsupported("predictor \(other)")
        }

        // RowsPerStrip defaults to "all rows"; writers often store 2^32 - 1 for that.
        rowsPerStrip = min(max(1, try value(Tag.rowsPerStrip, default: height)), height)
        let stripCount = (height + rowsPerStrip - 1) / rowsPerStrip
        guard let offsets = try values(Tag.stripOffsets), offsets.count >= stripCount else {
            throw .malformedDirectory("\(stripCount) strips expected")
        }
        stripOffsets = Array(offsets.prefix(stripCount))
        if let counts = try values(Tag.stripByteCounts) {
            guard counts.count >= stripCount else {
                throw .malformedDirectory("\(stripCount) strip byte counts expected")
            }
            stripByteCounts = Array(counts.prefix(stripCount))
        } else {
            guard compression == .none else { throw .malformedDirectory("compressed strips without byte counts") }
            stripByteCounts = nil
        }
    }

    /// Bytes per value of a TIFF field type this reader reads; 0 for the others.
    private static func size(ofType type: Int) -> Int {
        switch type {
        case 1, 2, 6, 7: 1
        case 3, 8: 2
        case 4, 9, 11: 4
        case 5, 10, 12: 8
        default: 0
        }
    }
}
