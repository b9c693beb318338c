import Testing

@testable import SwiftletImaging

@Suite struct TIFFTests {
    /// The directory entries of a little-endian TIFF as tag → (type, count, value-or-offset).
    private func directory(of tiff: [UInt8]) -> [Int: (type: Int, count: Int, value: Int)] {
        let start = tiff.littleEndian32(at: 4)
        var entries: [Int: (type: Int, count: Int, value: Int)] = [:]
        for index in 0..<tiff.littleEndian16(at: start) {
            let entry = start + 2 + index * 12
            let type = tiff.littleEndian16(at: entry + 2)
            let count = tiff.littleEndian32(at: entry + 4)
            let value =
                type == 3 && count == 1 ? tiff.littleEndian16(at: entry + 8) : tiff.littleEndian32(at: entry + 8)
            entries[tiff.littleEndian16(at: entry)] = (type, count, value)
        }
        return entries
    }

    private let gradient = Bitmap.horizontalGradient(
        width: 33, height: 7, stops: [RGB(255, 0, 0), RGB(0, 255, 0), RGB(0, 0, 255)])

    @Test func writesALittleEndianBaselineHeaderAndDirectory() async throws {
        let tiff = TIFF.encode(gradient)
        #expect(Array(tiff[0..<4]) == [0x49, 0x49, 42, 0])
        let tags = directory(of: tiff)
        #expect(tags[256]?.value == 33)
        #expect(tags[257]?.value == 7)
        #expect(tags[259]?.value == 1)
        #expect(tags[262]?.value == 2)
        #expect(tags[277]?.value == 3)
        #expect(tags[278]?.value == 7)
        #expect(tags[279]?.value == 33 * 7 * 3)
        let bits = try #require(tags[258])
        #expect(bits.count == 3)
        #expect((0..<3).map { tiff.littleEndian16(at: bits.value + 2 * $0) } == [8, 8, 8])
        // Tags must be sorted ascending for strict readers.
        let start = tiff.littleEndian32(at: 4)
        let order = (0..<tiff.littleEndian16(at: start)).map { tiff.littleEndian16(at: start + 2 + $0 * 12) }
        #expect(order == order.sorted())
    }

    @Test func stripHoldsThePixelsVerbatimAtTheEndOfTheFile() async throws {
        let tiff = TIFF.encode(gradient)
        let tags = directory(of: tiff)
        let offset = try #require(tags[273]?.value)
        #expect(offset + gradient.pixels.count == tiff.count)
        #expect(Array(tiff[offset...]) == gradient.pixels)
    }

    @Test func alphaVariantAddsAnOpaqueFourthSample() async throws {
        let tiff = TIFF.encode(gradient, includingAlpha: true)
        let tags = directory(of: tiff)
        #expect(tags[277]?.value == 4)
        #expect(tags[338]?.value == 2)
        let offset = try #require(tags[273]?.value)
        #expect(tiff.count - offset == 33 * 7 * 4)
        #expect(
            Array(tiff[offset..<(offset + 8)]) == [
                255, 0, 0, 255, gradient.pixels[3], gradient.pixels[4], gradient.pixels[5], 255,
            ])
    }

    @Test(.timeLimit(.minutes(2)), arguments: [false, true])
    func opensInAStandardDecoderWithTheSameColours(includingAlpha: Bool) async throws {
        let decoded = try await StandardDecoder.decode(
            TIFF.encode(gradient, includingAlpha: includingAlpha), sampling: [(0, 0), (16, 3), (32, 6), (8, 2)])
        #expect(decoded.format == "TIFF")
        #expect(decoded.width == 33 && decoded.height == 7)
        #expect(decoded.mode == (includingAlpha ? "RGBA" : "RGB"))
        let expected = [
            gradient.pixel(x: 0, y: 0), gradient.pixel(x: 16, y: 3), gradient.pixel(x: 32, y: 6),
            gradient.pixel(x: 8, y: 2),
        ]
        #expect(decoded.samples == expected.map { [Int($0.red), Int($0.green), Int($0.blue)] })
    }
}
