import Testing

@testable import SwiftletImaging

@Suite struct JPEGTests {
    /// The marker segments before the scan, as (marker, body), and the offset where entropy-coded data starts.
    private func segments(of jpeg: [UInt8]) -> (segments: [(marker: UInt8, body: [UInt8])], scanStart: Int) {
        var segments: [(marker: UInt8, body: [UInt8])] = []
        var offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
            let marker = jpeg[offset + 1]
            let length = jpeg.bigEndian16(at: offset + 2)
            segments.append((marker, Array(jpeg[(offset + 4)..<(offset + 2 + length)])))
            offset += 2 + length
            if marker == 0xDA { break }
        }
        return (segments, offset)
    }

    private static func noisyGradient(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap.horizontalGradient(
            width: width, height: height, stops: [RGB(255, 0, 255), RGB(0, 255, 255), RGB(128, 0, 128)])
        bitmap.addGrain(amplitude: 30, seed: 99)
        return bitmap
    }

    @Test(arguments: [JPEG.ChromaSubsampling.none, .quarter])
    func writesBaselineMarkersInOrder(subsampling: JPEG.ChromaSubsampling) async throws {
        let jpeg = JPEG.encode(Self.noisyGradient(width: 37, height: 23), quality: 80, subsampling: subsampling)
        #expect(Array(jpeg[0..<2]) == [0xFF, 0xD8])
        #expect(Array(jpeg.suffix(2)) == [0xFF, 0xD9])
        let found = segments(of: jpeg).segments
        #expect(found.map(\.marker) == [0xE0, 0xDB, 0xC0, 0xC4, 0xDA])
        #expect(Array(found[0].body[0..<5]) == Array("JFIF\0".utf8))

        let frame = found[2].body
        #expect(frame[0] == 8)
        #expect(frame.bigEndian16(at: 1) == 23)
        #expect(frame.bigEndian16(at: 3) == 37)
        #expect(frame[5] == 3)
        #expect(frame[7] == (subsampling == .quarter ? 0x22 : 0x11))
        #expect(frame[10] == 0x11 && frame[13] == 0x11)

        // One DHT segment with the four standard tables: classes/ids 00, 10, 01, 11.
        let huffman = found[3].body
        var offset = 0
        var ids: [UInt8] = []
        while offset < huffman.count {
            ids.append(huffman[offset])
            let symbols = huffman[(offset + 1)..<(offset + 17)].reduce(0) { $0 + Int($1) }
            offset += 17 + symbols
        }
        #expect(ids == [0x00, 0x10, 0x01, 0x11])
        #expect(found[4].body == [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
    }

    @Test func stuffsEveryFFByteInTheScan() async throws {
        let jpeg = JPEG.encode(Self.noisyGradient(width: 64, height: 64), quality: 100, subsampling: .none)
        let start = segments(of: jpeg).scanStart
        let scan = Array(jpeg[start..<(jpeg.count - 2)])
        let markers = scan.indices.dropLast().filter { scan[$0] == 0xFF }
        #expect(!markers.isEmpty, "a noisy image at quality 100 should produce 0xFF bytes")
        #expect(markers.allSatisfy { scan[$0 + 1] == 0x00 })
        #expect(scan.last != 0xFF)
    }

    @Test func qualityScalesTheQuantisationTables() {
        #expect(
            JPEGQuantizationTable(base: JPEGQuantizationTable.luminanceBase, quality: 50).steps
                == JPEGQuantizationTable.luminanceBase)
        #expect(
            JPEGQuantizationTable(base: JPEGQuantizationTable.luminanceBase, quality: 100).steps.allSatisfy { $0 == 1 })
        #expect(
            JPEGQuantizationTable(base: JPEGQuantizationTable.chrominanceBase, quality: 1).steps.allSatisfy {
                $0 == 255
            })
        let small = JPEG.encode(Self.noisyGradient(width: 64, height: 64), quality: 20)
        let large = JPEG.encode(Self.noisyGradient(width: 64, height: 64), quality: 95)
        #expect(small.count < large.count)
    }

    @Test func zigzagVisitsEveryCoefficientOnce() {
        let order = JPEGQuantizationTable.zigzag
        #expect(order.count == 64 && Set(order).count == 64)
        #expect(Array(order.prefix(10)) == [0, 1, 8, 16, 9, 2, 3, 10, 17, 24])
        #expect(order.last == 63)
    }

    @Test func isDeterministic() {
        let bitmap = Self.noisyGradient(width: 50, height: 40)
        #expect(JPEG.encode(bitmap) == JPEG.encode(bitmap))
    }

    @Test(
        .timeLimit(.minutes(2)),
        arguments: [(JPEG.ChromaSubsampling.none, 37, 23), (.quarter, 37, 23), (.quarter, 64, 48), (.none, 1, 1)])
    func decodesCloseToTheSourceInAStandardDecoder(subsampling: JPEG.ChromaSubsampling, width: Int, height: Int)
        async throws
    {
        let bitmap = Bitmap.horizontalGradient(
            width: width, height: height, stops: [RGB(255, 0, 255), RGB(0, 255, 255), RGB(128, 0, 128)])
        let points = [(0, 0), (width - 1, height - 1), (width / 2, height / 2), (width / 3, height - 1)]
        let decoded = try await StandardDecoder.decode(
            JPEG.encode(bitmap, quality: 90, subsampling: subsampling), sampling: points)
        #expect(decoded.format == "JPEG")
        #expect(decoded.width == width && decoded.height == height && decoded.mode == "RGB")
        for (point, sample) in zip(points, decoded.samples) {
            let expected = bitmap.pixel(x: point.0, y: point.1)
            expectColor(sample, near: (Int(expected.red), Int(expected.green), Int(expected.blue)), tolerance: 12)
        }
    }

    @Test(.timeLimit(.minutes(2))) func truncatedFileStillShowsItsTopRows() async throws {
        let bitmap = Bitmap.horizontalGradient(width: 64, height: 512, stops: [RGB(255, 0, 255), RGB(0, 255, 255)])
        let jpeg = JPEG.encode(bitmap, quality: 90)
        let half = Array(jpeg.prefix(jpeg.count / 2))
        await #expect(throws: StandardDecoder.Failure.self) {
            try await StandardDecoder.decode(half, sampling: [(0, 0)])
        }
        let decoded = try await StandardDecoder.decode(half, sampling: [(0, 0), (63, 8)], allowingTruncation: true)
        #expect(decoded.width == 64 && decoded.height == 512)
        expectColor(decoded.samples[0], near: (255, 0, 255), tolerance: 12)
        expectColor(decoded.samples[1], near: (0, 255, 255), tolerance: 12)
    }
}
