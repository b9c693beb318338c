/// Why ``PNG/decode(_:maximumPixels:)`` refused a file.
public enum PNGDecodingError: Error, Equatable, Sendable {
    /// No PNG signature, or no IHDR chunk first.
    case notPNG
    /// A chunk runs past the end of the data, or the image data ends early.
    case truncated
    /// A bit depth, colour type or interlace method this reader does not decode.
    case unsupported(String)
    /// Width × height is zero or above the caller's pixel cap.
    case tooLarge(width: Int, height: Int)
    /// The compressed data or a row filter is invalid.
    case corrupt
}

extension PNG {
    /// Decodes an 8-bit, non-interlaced PNG (gray, gray + alpha, RGB or RGBA) into an RGB bitmap,
    /// alpha composited over white.
    ///
    /// Pure and synchronous; call it off the main actor for large images. Memory is bounded by
    /// `maximumPixels`, checked against IHDR before anything is decompressed; the decompressor stops
    /// at the size IHDR implies, whatever the stream holds.
    ///
    /// - Throws: ``PNGDecodingError``.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = 16 * 1024 * 1024) throws(PNGDecodingError)
        -> Bitmap
    {
        guard bytes.starts(with: signature) else { throw .notPNG }
        var offset = signature.count
        var header: (width: Int, height: Int, colourType: Int)?
        var compressed: [UInt8] = []
        func bigEndian32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        chunks: while true {
            guard offset + 8 <= bytes.count else { throw .truncated }
            let length = bigEndian32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard length <= bytes.count - start - 4 else { throw .truncated }
            switch type {
            case "IHDR":
                guard header == nil, length == 13 else { throw .notPNG }
                let width = bigEndian32(start)
                let height = bigEndian32(start + 4)
                let (depth, colourType, interlace) = (bytes[start + 8], Int(bytes[start + 9]), bytes[start + 12])
                guard depth == 8 else { throw .unsupported("bit depth \(depth)") }
                guard [0, 2, 4, 6].contains(colourType) else { throw .unsupported("colour type \(colourType)") }
                guard interlace == 0 else { throw .unsupported("interlacing") }
                let pixels = width.multipliedReportingOverflow(by: height)
                guard width > 0, height > 0, !pixels.overflow, pixels.partialValue <= maximumPixels else {
                    throw .tooLarge(width: width, height: height)
                }
                header = (width, height, colourType)
            case "IDAT":
                guard header != nil else { throw .notPNG }
                compressed += bytes[start..<(start + length)]
            case "IEND":
                break chunks
            default:
                guard header != nil else { throw .notPNG }
            }
            offset = start + length + 4
        }
        guard let header else { throw .notPNG }
        let channels = [0: 1, 2: 3, 4: 2, 6: 4][header.colourType] ?? 3
        let stride = header.width * channels
        let expected = header.height * (stride + 1)
        let raw: [UInt8]
        do {
            raw = try Inflate.decompressZlib(compressed[...], limit: expected)
        } catch .truncated {
            throw .truncated
        } catch {
            throw .corrupt
        }
        guard raw.count == expected else { throw .truncated }
        return try unfilter(raw, width: header.width, height: header.height, channels: channels)
    }

    private static func unfilter(_ raw: [UInt8], width: Int, height: Int, channels: Int) throws(PNGDecodingError)
        -> Bitmap
    {
        let stride = width * channels
        var previous = [UInt8](repeating: 0, count: stride)
        var row = [UInt8](repeating: 0, count: stride)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let start = y * (stride + 1)
            let filter = raw[start]
            for x in 0..<stride {
                let current = raw[start + 1 + x]
                let left = x >= channels ? Int(row[x - channels]) : 0
                let up = Int(previous[x])
                let upLeft = x >= channels ? Int(previous[x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw .corrupt
                }
                row[x] = current &+ UInt8(truncatingIfNeeded: predictor)
            }
            for x in 0..<width {
                let base = x * channels
                var (red, green, blue) =
                    channels < 3
                    ? (Int(row[base]), Int(row[base]), Int(row[base]))
                    : (Int(row[base]), Int(row[base + 1]), Int(row[base + 2]))
                if channels == 2 || channels == 4 {
                    let alpha = Int(row[base + channels - 1])
                    red = (red * alpha + 255 * (255 - alpha) + 127) / 255
                    green = (green * alpha + 255 * (255 - alpha) + 127) / 255
                    blue = (blue * alpha + 255 * (255 - alpha) + 127) / 255
                }
                let target = (y * width + x) * 3
                pixels[target] = UInt8(red)
                pixels[target + 1] = UInt8(green)
                pixels[target + 2] = UInt8(blue)
            }
            swap(&previous, &row)
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
