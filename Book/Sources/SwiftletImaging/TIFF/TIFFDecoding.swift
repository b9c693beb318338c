/// A decoded TIFF: the picture as an RGB bitmap, and how much of it the bytes held.
public struct TIFFImage: Sendable, Equatable {
    /// The full-size picture. Transparent pixels are composited over white; rows the bytes did not
    /// reach (a partial download) are light grey, as a browser shows the missing part of an image.
    public let bitmap: Bitmap
    /// How many rows, from the top, were decoded from the file; the rest are the grey fill.
    public let decodedRows: Int

    /// Whether every row was decoded.
    public var isComplete: Bool { decodedRows == bitmap.height }
}

extension TIFF {
    /// The default pixel cap of ``decode(_:maximumPixels:)``: 16 megapixels (a 48 MB RGB bitmap).
    public static let defaultMaximumPixels = 16 * 1024 * 1024

    /// The colour of rows that are not in the bytes yet.
    static let missingRowColour: UInt8 = 0xD8

    /// Decodes the first image of a baseline TIFF: 8-bit gray (BlackIsZero or WhiteIsZero), RGB, with or
    /// without an alpha sample, in strips that are uncompressed, PackBits or LZW, optionally with the
    /// horizontal predictor, in either byte order.
    ///
    /// A truncated file (a download still running or cut short) decodes the rows its strips hold so
    /// far; the rest of ``TIFFImage/bitmap`` is grey. Pure and synchronous: call it off the main actor
    /// for large images. Memory is bounded by `maximumPixels`, checked against the header before any
    /// pixel buffer exists; counts and offsets in the header are checked against `bytes.count` before
    /// they are used, and each strip decodes to at most its own rows.
    ///
    /// With `minimumRows` 0, a file that has its header and directory but not one complete row yet (a
    /// download that has only just started) decodes too: ``TIFFImage/decodedRows`` is 0 and the bitmap
    /// is all grey. The default, 1, refuses it with ``TIFFDecodingError/noCompleteRows``.
    ///
    /// - Throws: ``TIFFDecodingError`` for a file that is not a TIFF, a header that is cut short or
    ///   inconsistent, an unsupported layout, more than `maximumPixels` pixels, or fewer decodable rows
    ///   than `minimumRows`.
    public static func decode(
        _ bytes: [UInt8], maximumPixels: Int = defaultMaximumPixels, minimumRows: Int = 1
    ) throws(TIFFDecodingError) -> TIFFImage {
        let directory = try TIFFDirectory(bytes, maximumPixels: maximumPixels)
        let rowBytes = directory.bytesPerRow
        var pixels = [UInt8](repeating: missingRowColour, count: directory.width * directory.height * 3)
        var decodedRows = 0

        for (strip, offset) in directory.stripOffsets.enumerated() {
            let firstRow = strip * directory.rowsPerStrip
            let rows = min(directory.rowsPerStrip, directory.height - firstRow)
            guard offset < bytes.count else { break }
            let declared = directory.stripByteCounts?[strip] ?? rows * rowBytes
            let end = offset + min(declared, bytes.count - offset)
            let input = bytes[offset..<end]
            let limit = rows * rowBytes
            let samples: [UInt8]
            switch directory.compression {
            case .none: samples = Array(input.prefix(limit))
            case .packBits: samples = TIFFStripDecompression.packBits(input, limit: limit)
            case .lzw: samples = TIFFStripDecompression.lzw(input, limit: limit)
            }
            let completeRows = samples.count / rowBytes
            convert(samples, rows: completeRows, startingAt: firstRow, of: directory, into: &pixels)
            decodedRows = firstRow + completeRows
            // A strip that ended early is where the data (or its valid part) ends.
            guard completeRows == rows else { break }
        }
        guard decodedRows >= min(minimumRows, directory.height) else { throw .noCompleteRows }
        return TIFFImage(
            bitmap: Bitmap(width: directory.width, height: directory.height, pixels: pixels), decodedRows: decodedRows)
    }

    /// Undoes the predictor and writes `rows` rows of samples as RGB over white.
    private static func convert(
        _ samples: [UInt8], rows: Int, startingAt firstRow: Int, of directory: TIFFDirectory, into pixels: inout [UInt8]
    ) {
        let width = directory.width
        let perPixel = directory.samplesPerPixel
        let rowBytes = directory.bytesPerRow
        var row = [UInt8](repeating: 0, count: rowBytes)
        for rowIndex in 0..<rows {
            let start = rowIndex * rowBytes
            for index in 0..<rowBytes { row[index] = samples[start + index] }
            if directory.usesHorizontalPredictor {
                for index in perPixel..<max(perPixel, rowBytes) { row[index] &+= row[index - perPixel] }
            }
            var target = (firstRow + rowIndex) * width * 3
            for pixel in 0..<width {
                let base = pixel * perPixel
                var red: Int
                var green: Int
                var blue: Int
                let alphaIndex: Int
                switch directory.colour {
                case .gray(let whiteIsZero):
                    let level = Int(whiteIsZero ? 255 - row[base] : row[base])
                    (red, green, blue) = (level, level, level)
                    alphaIndex = base + 1
                case .rgb:
                    (red, green, blue) = (Int(row[base]), Int(row[base + 1]), Int(row[base + 2]))
                    alphaIndex = base + 3
                }
                switch directory.alpha {
                case .none:
                    break
                case .unassociated:
                    let alpha = Int(row[alphaIndex])
                    red = (red * alpha + 255 * (255 - alpha) + 127) / 255
                    green = (green * alpha + 255 * (255 - alpha) + 127) / 255
                    blue = (blue * alpha + 255 * (255 - alpha) + 127) / 255
                case .associated:
                    let clear = 255 - Int(row[alphaIndex])
                    (red, green, blue) = (min(255, red + clear), min(255, green + clear), min(255, blue + clear))
                }
                pixels[target] = UInt8(red)
                pixels[target + 1] = UInt8(green)
                pixels[target + 2] = UInt8(blue)
                target += 3
            }
        }
    }
}
