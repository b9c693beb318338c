import Foundation
import Testing

@testable import SwiftletImaging

/// The TIFF reader behind SuperStorage's previews: every layout it promises, partial files, and
/// headers that must be refused before anything is allocated by them.
@Suite struct TIFFDecodingTests {
    /// A small picture whose every pixel differs, so a row or channel out of place shows.
    private static let width = 37
    private static let height = 23

    private static func rgb(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        (UInt8((x * 7 + y * 3) % 256), UInt8((y * 11) % 256), UInt8((x * y + 40) % 256))
    }

    private static func samples(perPixel: Int, alpha: UInt8 = 255) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = rgb(x: x, y: y)
                switch perPixel {
                case 1: out.append(red)
                case 2: out += [red, alpha]
                case 3: out += [red, green, blue]
                default: out += [red, green, blue, alpha]
                }
            }
        }
        return out
    }

    private static func expectPicture(_ image: TIFFImage, gray: Bool = false) {
        #expect(image.bitmap.width == width && image.bitmap.height == height)
        #expect(image.isComplete)
        for (x, y) in [(0, 0), (36, 0), (5, 9), (36, 22), (0, 22), (18, 11)] {
            let (red, green, blue) = rgb(x: x, y: y)
            let expected = gray ? RGB(red, red, red) : RGB(red, green, blue)
            #expect(image.bitmap.pixel(x: x, y: y) == expected, "pixel \(x),\(y)")
        }
    }

    @Test(arguments: [TestTIFFWriter.Compression.none, .packBits, .lzw], [false, true])
    func decodesRGBInEveryCompressionAndByteOrder(compression: TestTIFFWriter.Compression, bigEndian: Bool) throws {
        let tiff = TestTIFFWriter.write(
            width: Self.width, height: Self.height, samplesPerPixel: 3, photometric: 2,
            samples: Self.samples(perPixel: 3), compression: compression, rowsPerStrip: 5, bigEndian: bigEndian)
        Self.expectPicture(try TIFF.decode(tiff))
    }

    @Test(arguments: [TestTIFFWriter.Compression.none, .packBits, .lzw])
    func decodesRGBAAndGrayInEveryCompression(compression: TestTIFFWriter.Compression) throws {
        let rgba = TestTIFFWriter.write(
            width: Self.width, height: Self.height, samplesPerPixel: 4, photometric: 2,
            samples: Self.samples(perPixel: 4), compression: compression, rowsPerStrip: 4, extraSample: 2,
            bigEndian: true)
        Self.expectPicture(try TIFF.decode(rgba))
        let gray = TestTIFFWriter.write(
            width: Self.width, height: Self.height, samplesPerPixel: 1, photometric: 1,
            samples: Self.samples(perPixel: 1), compression: compression)
        Self.expectPicture(try TIFF.decode(gray), gray: true)
    }

    @Test func whiteIsZeroGrayIsInvertedAndAlphaIsCompositedOverWhite() throws {
        let inverted = TestTIFFWriter.write(
            width: 2, height: 1, samplesPerPixel: 1, photometric: 0, samples: [0, 200])
        let image = try TIFF.decode(inverted)
        #expect(image.bitmap.pixel(x: 0, y: 0) == RGB(255, 255, 255))
        #expect(image.bitmap.pixel(x: 1, y: 0) == RGB(55, 55, 55))

        let translucent = TestTIFFWriter.write(
            width: 2, height: 1, samplesPerPixel: 4, photometric: 2, samples: [0, 0, 0, 0, 255, 0, 0, 128],
            extraSample: 2)
        let composited = try TIFF.decode(translucent)
        #expect(composited.bitmap.pixel(x: 0, y: 0) == RGB(255, 255, 255))
        #expect(composited.bitmap.pixel(x: 1, y: 0) == RGB(255, 127, 127))
    }

    @Test(arguments: [TestTIFFWriter.Compression.none, .lzw])
    func undoesTheHorizontalPredictor(compression: TestTIFFWriter.Compression) throws {
        let tiff = TestTIFFWriter.write(
            width: Self.width, height: Self.height, samplesPerPixel: 4, photometric: 2,
            samples: Self.samples(perPixel: 4), compression: compression, rowsPerStrip: 7, predictor: true,
            extraSample: 2)
        Self.expectPicture(try TIFF.decode(tiff))
    }

    @Test func lzwSurvivesAFullTableOnNoise() throws {
        // 64×64 RGB noise needs more than 4,096 codes, so the writer clears the table mid-strip.
        var state: UInt32 = 0x1234_5678
        let noise = (0..<(64 * 64 * 3)).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let tiff = TestTIFFWriter.write(
            width: 64, height: 64, samplesPerPixel: 3, photometric: 2, samples: noise, compression: .lzw)
        #expect(try TIFF.decode(tiff).bitmap.pixels == noise)
    }

    @Test func readsTheServersTIFFAndWhatLibtiffWrites() async throws {
        let server = try TIFF.decode(BookArtwork.superStorageTIFF())
        #expect(server.bitmap.width == 800 && server.bitmap.height == 1200 && server.isComplete)
        #expect(server.bitmap.pixel(x: 0, y: 600) == RGB(hex: 0xFF00FF))

        // A third-party writer: Pillow through libtiff, LZW with the predictor, in several strips.
        let small = TIFF.encode(
            Bitmap.horizontalGradient(width: 50, height: 40, stops: [RGB(255, 0, 0), RGB(0, 0, 255)]))
        let written = try await StandardDecoder.runPython(
            """
            import io, sys
            from PIL import Image
            out = io.BytesIO()
            Image.open(sys.argv[1]).save(out, "TIFF", compression="tiff_lzw", tiffinfo={317: 2, 278: 8})
            sys.stdout.buffer.write(out.getvalue())
            """, input: small)
        let decoded = try TIFF.decode(written)
        #expect(decoded.isComplete)
        #expect(decoded.bitmap == (try TIFF.decode(small)).bitmap)
    }

    @Test(arguments: [TestTIFFWriter.Compression.none, .packBits, .lzw])
    func aTruncatedFileShowsTheRowsItHolds(compression: TestTIFFWriter.Compression) throws {
        let tiff = TestTIFFWriter.write(
            width: Self.width, height: Self.height, samplesPerPixel: 3, photometric: 2,
            samples: Self.samples(perPixel: 3), compression: compression, rowsPerStrip: 4)
        let partial = try TIFF.decode(Array(tiff.prefix(tiff.count / 2)))
        #expect(partial.bitmap.height == Self.height)
        #expect(partial.decodedRows > 0 && partial.decodedRows < Self.height)
        #expect(!partial.isComplete)
        let (red, green, blue) = Self.rgb(x: 3, y: 0)
        #expect(partial.bitmap.pixel(x: 3, y: 0) == RGB(red, green, blue))
        let grey = TIFF.missingRowColour
        #expect(partial.bitmap.pixel(x: 3, y: Self.height - 1) == RGB(grey, grey, grey))

        // Only the header and directory so far: nothing to show, unless the caller accepts no rows (a
        // download that has just started shows an empty picture of the right size).
        let headerOnly = Array(tiff.prefix(178))
        #expect(throws: TIFFDecodingError.noCompleteRows) { try TIFF.decode(headerOnly) }
        let empty = try TIFF.decode(headerOnly, minimumRows: 0)
        #expect(empty.decodedRows == 0 && empty.bitmap.width == Self.width && empty.bitmap.height == Self.height)
        let half = Array(tiff.prefix(tiff.count / 2))
        #expect(throws: TIFFDecodingError.noCompleteRows) { try TIFF.decode(half, minimumRows: Self.height) }
    }

    @Test func theServersTIFFDecodesRowByRowAsItsBytesArrive() throws {
        // The writer puts the header and directory before the pixels, so a download's first bytes
        // already name the picture, and every further row of bytes is one more row of it.
        let tiff = TIFF.encode(
            Bitmap.horizontalGradient(width: 30, height: 20, stops: [RGB(255, 0, 0), RGB(0, 0, 255)]),
            includingAlpha: true)
        let pixelStart = tiff.count - 30 * 20 * 4
        #expect(tiff.littleEndian32(at: 4) == 8)
        #expect(pixelStart < 300)
        for rows in [0, 1, 7, 19] {
            let cut = pixelStart + rows * 30 * 4 + 5  // a few bytes of the next row too
            let image = try TIFF.decode(Array(tiff.prefix(cut)), minimumRows: 0)
            #expect(image.decodedRows == rows)
            #expect(image.bitmap.width == 30 && image.bitmap.height == 20)
        }
        #expect(throws: TIFFDecodingError.truncatedDirectory) {
            try TIFF.decode(Array(tiff.prefix(pixelStart - 1)), minimumRows: 0)
        }
    }

    @Test func refusesWhatIsNotATIFFOrEndsInsideTheDirectory() {
        #expect(throws: TIFFDecodingError.notTIFF) { try TIFF.decode([]) }
        #expect(throws: TIFFDecodingError.notTIFF) { try TIFF.decode(Array("GIF89a....".utf8)) }
        let tiff = TestTIFFWriter.write(
            width: 4, height: 4, samplesPerPixel: 3, photometric: 2, samples: .init(repeating: 9, count: 48))
        #expect(throws: TIFFDecodingError.truncatedDirectory) { try TIFF.decode(Array(tiff.prefix(40))) }
    }

    private static func baseEntries(width: Int, height: Int) -> [TestTIFFWriter.Entry] {
        [
            .init(tag: 256, type: 4, values: [width]), .init(tag: 257, type: 4, values: [height]),
            .init(tag: 258, type: 3, values: [8]), .init(tag: 262, type: 3, values: [1]),
            .init(tag: 277, type: 3, values: [1]),
        ]
    }

    @Test func refusesAbsurdDimensionsFromTheHeaderAlone() {
        for (width, height) in [(0, 10), (4_294_967_295, 4_294_967_295), (100_000, 100_000), (5000, 5000)] {
            let header = TestTIFFWriter.directory(
                entries: Self.baseEntries(width: width, height: height) + [.init(tag: 273, type: 4, values: [8])])
            #expect(
                throws: TIFFDecodingError.tooLarge(
                    width: width, height: height, maximumPixels: TIFF.defaultMaximumPixels)
            ) {
                try TIFF.decode(header)
            }
        }
    }

    @Test func refusesOffsetsPastTheEndAndStripCountsInTheMillions() throws {
        // StripOffsets claims three million values stored past the end of the file.
        var entries = Self.baseEntries(width: 1, height: 3_000_000)
        entries.append(.init(tag: 273, type: 4, values: [8, 8]))
        var header = TestTIFFWriter.directory(entries: entries + [.init(tag: 278, type: 4, values: [1])])
        let stripEntry = try #require(
            (0..<6).map { 10 + $0 * 12 }.first { header[$0] == 0x11 && header[$0 + 1] == 0x01 })
        header.replaceSubrange((stripEntry + 4)..<(stripEntry + 8), with: [0xC0, 0xC6, 0x2D, 0x00])
        #expect(throws: TIFFDecodingError.truncatedDirectory) { try TIFF.decode(header) }

        // A directory offset past the end, and an entry count larger than the file.
        var farDirectory = TestTIFFWriter.directory(entries: Self.baseEntries(width: 2, height: 2))
        farDirectory.replaceSubrange(4..<8, with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect(throws: TIFFDecodingError.truncatedDirectory) { try TIFF.decode(farDirectory) }
        var manyEntries = TestTIFFWriter.directory(entries: Self.baseEntries(width: 2, height: 2))
        manyEntries.replaceSubrange(8..<10, with: [0xFF, 0xFF])
        #expect(throws: TIFFDecodingError.truncatedDirectory) { try TIFF.decode(manyEntries) }

        // Fewer strip offsets than the rows need.
        let tooFewStrips = TestTIFFWriter.directory(
            entries: Self.baseEntries(width: 2, height: 100)
                + [.init(tag: 273, type: 4, values: [8]), .init(tag: 278, type: 4, values: [1])])
        #expect(throws: TIFFDecodingError.malformedDirectory("100 strips expected")) { try TIFF.decode(tooFewStrips) }
    }

    @Test func aDirectoryChainThatLoopsIsNeverFollowed() throws {
        // The next-directory pointer points back at the first directory: only the first is read.
        let loop = TestTIFFWriter.file(
            entries: Self.baseEntries(width: 2, height: 1), strips: [[10, 20]])
        var looped = loop
        let count = Int(loop[8]) | Int(loop[9]) << 8
        looped.replaceSubrange((10 + count * 12)..<(14 + count * 12), with: [8, 0, 0, 0])
        #expect(try TIFF.decode(looped).bitmap.pixel(x: 1, y: 0) == RGB(20, 20, 20))
    }

    @Test func refusesLayoutsItDoesNotRead() {
        let sixteenBit = TestTIFFWriter.directory(
            entries: [
                .init(tag: 256, type: 4, values: [2]), .init(tag: 257, type: 4, values: [2]),
                .init(tag: 258, type: 3, values: [16]), .init(tag: 262, type: 3, values: [1]),
                .init(tag: 273, type: 4, values: [8]),
            ])
        #expect(throws: TIFFDecodingError.unsupported("16 bits per sample")) { try TIFF.decode(sixteenBit) }
        let jpeg = TestTIFFWriter.directory(
            entries: Self.baseEntries(width: 2, height: 2)
                + [.init(tag: 259, type: 3, values: [7]), .init(tag: 273, type: 4, values: [8])])
        #expect(throws: TIFFDecodingError.unsupported("compression 7")) { try TIFF.decode(jpeg) }
    }

    @Test func corruptStripsDecodeToAtMostTheirRows() throws {
        // LZW and PackBits data that would expand far beyond one row: the strip stops at its row.
        let bomb = [UInt8](repeating: 0x81, count: 4096)  // PackBits: "repeat the next byte 128 times", over and over
        let tiff = TestTIFFWriter.file(
            entries: Self.baseEntries(width: 3, height: 1) + [.init(tag: 259, type: 3, values: [32773])],
            strips: [bomb])
        let image = try TIFF.decode(tiff)
        #expect(image.bitmap.pixels.count == 9)
        let garbage = TestTIFFWriter.file(
            entries: Self.baseEntries(width: 3, height: 2) + [.init(tag: 259, type: 3, values: [5])],
            strips: [[0xFF, 0xFF, 0xFF, 0xFF]])
        #expect(throws: TIFFDecodingError.noCompleteRows) { try TIFF.decode(garbage) }
    }
}
