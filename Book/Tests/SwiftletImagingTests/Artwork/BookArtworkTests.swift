import Testing

@testable import SwiftletImaging

@Suite struct BookArtworkTests {
    @Test(.timeLimit(.minutes(2))) func superStorageTIFFIsAnUncompressed800By1200Gradient() async throws {
        let tiff = BookArtwork.superStorageTIFF()
        #expect((2_900_000...3_900_000).contains(tiff.count))
        #expect(tiff == BookArtwork.superStorageTIFF())
        let decoded = try await StandardDecoder.decode(tiff, sampling: [(0, 0), (400, 600), (799, 1199)])
        #expect(decoded.format == "TIFF" && decoded.width == 800 && decoded.height == 1200)
        expectColor(decoded.samples[0], near: (0xFF, 0x00, 0xFF), tolerance: 0)
        expectColor(decoded.samples[1], near: (0x00, 0xFF, 0xFF), tolerance: 2)
        expectColor(decoded.samples[2], near: (0x80, 0x00, 0x80), tolerance: 0)
    }

    @Test(.timeLimit(.minutes(2))) func superStorageJPEGIsALargeBaselineGradient() async throws {
        // Rendered once: at 2000×3000 the encode dominates the suite in debug builds. Determinism is
        // checked on a small copy of the same recipe below.
        let jpeg = BookArtwork.superStorageJPEG()
        #expect((1_000_000...4_000_000).contains(jpeg.count))
        #expect(Array(jpeg[0..<2]) == [0xFF, 0xD8])
        let decoded = try await StandardDecoder.decode(jpeg, sampling: [(0, 10), (1000, 1500), (1999, 2990)])
        #expect(decoded.format == "JPEG" && decoded.width == 2000 && decoded.height == 3000)
        // Grain of ±10 levels plus compression error.
        expectColor(decoded.samples[0], near: (0xFF, 0x00, 0xFF), tolerance: 24)
        expectColor(decoded.samples[1], near: (0x00, 0xFF, 0xFF), tolerance: 24)
        expectColor(decoded.samples[2], near: (0x80, 0x00, 0x80), tolerance: 24)

        // A download cut off at 40% still opens with its top part drawn.
        let partial = Array(jpeg.prefix(jpeg.count * 4 / 10))
        let shown = try await StandardDecoder.decode(
            partial, sampling: [(0, 10), (1999, 10)], allowingTruncation: true)
        #expect(shown.width == 2000 && shown.height == 3000)
        expectColor(shown.samples[0], near: (0xFF, 0x00, 0xFF), tolerance: 24)
        expectColor(shown.samples[1], near: (0x80, 0x00, 0x80), tolerance: 24)
    }

    @Test func superStorageRecipeIsDeterministic() {
        let bitmap = BookArtwork.superStorageGrainedBitmap(width: 200, height: 300)
        #expect(bitmap == BookArtwork.superStorageGrainedBitmap(width: 200, height: 300))
        let jpeg = JPEG.encode(bitmap, quality: 95, subsampling: .quarter)
        #expect(jpeg == JPEG.encode(bitmap, quality: 95, subsampling: .quarter))
    }

    @Test(.timeLimit(.minutes(2)), arguments: 0..<3)
    func galleryImagesUseTheirIndexGradient(index: Int) async throws {
        let png = BookArtwork.galleryPNG(index: index)
        let expected: [(start: (Int, Int, Int), end: (Int, Int, Int))] = [
            ((0xFF, 0x2D, 0x55), (0x5A, 0xC8, 0xFA)),
            ((0xFF, 0x3B, 0x30), (0xFF, 0xCC, 0x00)),
            ((0x00, 0xFF, 0xFF), (0x58, 0x56, 0xD6)),
        ]
        let decoded = try await StandardDecoder.decode(png, sampling: [(0, 5), (359, 644), (180, 400)])
        #expect(decoded.format == "PNG" && decoded.width == 360 && decoded.height == 650)
        expectColor(decoded.samples[0], near: expected[index].start, tolerance: 0)
        expectColor(decoded.samples[1], near: expected[index].end, tolerance: 0)
        // Inside the white disc, below the digits.
        expectColor(decoded.samples[2], near: (255, 255, 255), tolerance: 0)
    }

    /// Compared before encoding (PNG is lossless, so different pixels make different files): encoding
    /// 26 images costs seconds in a debug build.
    @Test func galleryImagesWithTheSameGradientStillDiffer() {
        let (width, height) = BookArtwork.gallerySize
        // The 100 rows through the disc, where the index is drawn.
        let band = (height / 2 - 50) * width * 3..<(height / 2 + 50) * width * 3
        let centres = (0..<26).map { Array(BookArtwork.galleryBitmap(index: $0).pixels[band]) }
        #expect(Set(centres).count == 26)
    }

    @Test func grainIsBoundedDeterministicAndGrey() {
        let flat = Bitmap(width: 40, height: 30, filledWith: RGB(128, 128, 128))
        var first = flat
        first.addGrain(amplitude: 5, seed: 1)
        var second = flat
        second.addGrain(amplitude: 5, seed: 1)
        var other = flat
        other.addGrain(amplitude: 5, seed: 2)
        #expect(first == second)
        #expect(first != other)
        #expect(first != flat)
        for y in 0..<30 {
            for x in 0..<40 {
                let pixel = first.pixel(x: x, y: y)
                #expect(pixel.red == pixel.green && pixel.green == pixel.blue)
                #expect((123...133).contains(pixel.red))
            }
        }
    }
}
