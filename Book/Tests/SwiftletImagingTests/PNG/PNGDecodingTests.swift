import Foundation
import Testing

@testable import SwiftletImaging

/// The PNG reader and the box-filter resize behind EmojiArt's 200 px thumbnails.
@Suite struct PNGDecodingTests {
    private let picture = Bitmap.horizontalGradient(
        width: 45, height: 31, stops: [RGB(255, 45, 85), RGB(90, 200, 250), RGB(10, 10, 10)])

    @Test func readsWhatThisModuleWrites() throws {
        #expect(try PNG.decode(PNG.encode(picture)) == picture)
        let gallery = BookArtwork.galleryPNG(index: 4)
        let decoded = try PNG.decode(gallery)
        #expect(decoded.width == 360 && decoded.height == 650)
    }

    @Test(arguments: ["RGB:6", "RGBA:9", "L:1", "LA:0"])
    func readsWhatZlibWritesInEveryColourTypeAndLevel(modeAndLevel: String) async throws {
        // Pillow's zlib writes dynamic Huffman blocks (level 1–9) and stored blocks (level 0).
        let parts = modeAndLevel.split(separator: ":")
        let written = try await StandardDecoder.runPython(
            """
            import io, sys
            from PIL import Image
            out = io.BytesIO()
            Image.open(sys.argv[1]).convert("\(parts[0])").save(out, "PNG", compress_level=\(parts[1]))
            sys.stdout.buffer.write(out.getvalue())
            """, input: PNG.encode(picture))
        let decoded = try PNG.decode(written)
        #expect(decoded.width == 45 && decoded.height == 31)
        if parts[0].hasPrefix("RGB") {
            #expect(decoded == picture)
        } else {
            // Pillow's gray is 0.299 R + 0.587 G + 0.114 B.
            let first = picture.pixel(x: 0, y: 0)
            let level = (299 * Int(first.red) + 587 * Int(first.green) + 114 * Int(first.blue)) / 1000
            #expect(abs(Int(decoded.pixel(x: 0, y: 0).red) - level) <= 1)
        }
    }

    @Test func refusesHostileHeadersAndDataBeforeAllocatingByThem() throws {
        var huge = PNG.encode(picture)
        huge.replaceSubrange(16..<24, with: [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF])
        #expect(throws: PNGDecodingError.tooLarge(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)) { try PNG.decode(huge) }
        let png = PNG.encode(picture)
        #expect(throws: PNGDecodingError.truncated) { try PNG.decode(Array(png.prefix(png.count / 2))) }
        #expect(throws: PNGDecodingError.notPNG) { try PNG.decode(Array("not a png".utf8)) }
        // A chunk length past the end of the data.
        var long = png
        long.replaceSubrange(33..<37, with: [0x7F, 0xFF, 0xFF, 0xFF])
        #expect(throws: PNGDecodingError.truncated) { try PNG.decode(long) }
    }

    @Test func inflateStopsAtItsLimitAndRefusesCorruptStreams() throws {
        // A megabyte of zeros compresses to about a kilobyte; with a limit of 100 it is refused at once.
        let zeros = Zlib.compress([UInt8](repeating: 0, count: 1_000_000))
        #expect(throws: InflateError.tooLarge) { try Inflate.decompressZlib(zeros[...], limit: 100) }
        #expect(try Inflate.decompressZlib(zeros[...], limit: 1_000_000).count == 1_000_000)
        #expect(throws: InflateError.corrupt) { try Inflate.decompress([0xFF, 0xFF, 0xFF][...], limit: 10) }
        #expect(throws: InflateError.truncated) { try Inflate.decompressZlib(zeros.prefix(20), limit: 1_000_000) }
    }

    @Test func resizingAveragesTheSourcePixelsEachTargetPixelCovers() {
        var source = Bitmap(width: 4, height: 2, filledWith: RGB(0, 0, 0))
        source.fillRectangle(x: 0, y: 0, width: 2, height: 2, with: RGB(200, 100, 50))
        source.setPixel(x: 2, y: 0, to: RGB(100, 100, 100))
        let half = source.resized(width: 2, height: 1)
        #expect(half.pixel(x: 0, y: 0) == RGB(200, 100, 50))
        #expect(half.pixel(x: 1, y: 0) == RGB(25, 25, 25))
        let thumbnail = BookArtwork.galleryPNG(index: 1)
        let scaled = (try? PNG.decode(thumbnail))?.resized(width: 200, height: 200)
        #expect(scaled?.width == 200 && scaled?.height == 200)
    }
}
