import Testing

@testable import SwiftletImaging

@Suite struct PNGTests {
    /// The chunks of a PNG as (type, data, stored CRC), after the signature.
    private func chunks(of png: [UInt8]) -> [(type: String, data: [UInt8], crc: UInt32)] {
        var chunks: [(type: String, data: [UInt8], crc: UInt32)] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png.bigEndian32(at: offset)
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            chunks.append((type, data, UInt32(png.bigEndian32(at: offset + 8 + length))))
            offset += 12 + length
        }
        return chunks
    }

    private let gradient = Bitmap.horizontalGradient(
        width: 45, height: 21, stops: [RGB(hex: 0xFF2D55), RGB(hex: 0x5AC8FA)])

    @Test func hasSignatureHeaderAndValidChunkChecksums() {
        let png = PNG.encode(gradient)
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let found = chunks(of: png)
        #expect(found.map(\.type) == ["IHDR", "IDAT", "IEND"])
        for chunk in found {
            #expect(CRC32.checksum(of: Array(chunk.type.utf8) + chunk.data) == chunk.crc, "bad CRC in \(chunk.type)")
        }
        let header = found[0].data
        #expect(header.bigEndian32(at: 0) == 45)
        #expect(header.bigEndian32(at: 4) == 21)
        #expect(Array(header[8...]) == [8, 2, 0, 0, 0])
    }

    @Test func idatIsAZlibStreamEndingInTheAdlerOfTheFilteredRows() async throws {
        let idat = try #require(chunks(of: PNG.encode(gradient)).first { $0.type == "IDAT" }).data
        #expect((Int(idat[0]) << 8 | Int(idat[1])) % 31 == 0)
        #expect(idat[0] & 0x0F == 8)
        let filtered = PNGRowFilter.filteredScanlines(of: gradient)
        #expect(UInt32(idat.bigEndian32(at: idat.count - 4)) == Adler32.checksum(of: filtered))
    }

    @Test func smoothImagesCompress() {
        // A gradient's rows repeat, so the zlib stream must be far smaller than the raw pixels.
        let bitmap = Bitmap.horizontalGradient(width: 360, height: 650, stops: [RGB(0, 0, 0), RGB(255, 255, 255)])
        #expect(PNG.encode(bitmap).count < bitmap.pixels.count / 20)
    }

    @Test(.timeLimit(.minutes(2))) func opensInAStandardDecoderWithExactColours() async throws {
        var bitmap = gradient
        bitmap.addGrain(amplitude: 40, seed: 7)  // noise exercises literals and every filter type
        let points = [(0, 0), (44, 20), (22, 10), (3, 17)]
        let decoded = try await StandardDecoder.decode(PNG.encode(bitmap), sampling: points)
        #expect(decoded.format == "PNG")
        #expect(decoded.width == 45 && decoded.height == 21 && decoded.mode == "RGB")
        let expected = points.map { bitmap.pixel(x: $0.0, y: $0.1) }
        #expect(decoded.samples == expected.map { [Int($0.red), Int($0.green), Int($0.blue)] })
    }

    @Test func paethPredictorPicksTheClosestNeighbour() {
        #expect(PNGRowFilter.paethPredictor(left: 10, up: 20, upLeft: 10) == 20)
        #expect(PNGRowFilter.paethPredictor(left: 10, up: 20, upLeft: 20) == 10)
        #expect(PNGRowFilter.paethPredictor(left: 5, up: 5, upLeft: 5) == 5)
    }
}

/// `PNG.encode(_:opaqueRows:)`: the picture of a partial download, its missing rows transparent.
@Suite struct PNGOpaqueRowsTests {
    private let gradient = Bitmap.horizontalGradient(
        width: 45, height: 21, stops: [RGB(hex: 0xFF2D55), RGB(hex: 0x5AC8FA)])

    @Test func everyRowOpaqueIsThePlainRGBFile() {
        #expect(PNG.encode(gradient, opaqueRows: 21) == PNG.encode(gradient))
        #expect(PNG.encode(gradient, opaqueRows: 500) == PNG.encode(gradient))
    }

    @Test(.timeLimit(.minutes(2))) func rowsBelowTheCutAreTransparentInAStandardDecoder() async throws {
        var bitmap = gradient
        bitmap.addGrain(amplitude: 40, seed: 7)  // noise exercises every filter type on four-byte pixels
        let png = PNG.encode(bitmap, opaqueRows: 9)
        #expect(png[25] == 6)  // IHDR colour type: RGBA
        let alpha = try await StandardDecoder.runPython(
            """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1]).convert("RGBA")
            rows = [im.getpixel((x, y)) for y in (0, 8, 9, 20) for x in (0, 44)]
            sys.stdout.write(" ".join(",".join(map(str, p)) for p in rows))
            """, input: png)
        let pixels = String(decoding: alpha, as: UTF8.self).split(separator: " ").map {
            $0.split(separator: ",").compactMap { Int($0) }
        }
        var expected: [[Int]] = []
        for y in [0, 8] {
            for x in [0, 44] {
                let colour = bitmap.pixel(x: x, y: y)
                expected.append([Int(colour.red), Int(colour.green), Int(colour.blue), 255])
            }
        }
        expected += Array(repeating: [0, 0, 0, 0], count: 4)
        #expect(pixels == expected)

        // This module's own reader composites the transparent rows over white.
        let decoded = try PNG.decode(png)
        #expect(decoded.pixel(x: 3, y: 2) == bitmap.pixel(x: 3, y: 2))
        #expect(decoded.pixel(x: 3, y: 15) == RGB(255, 255, 255))
    }

    @Test func noOpaqueRowIsAFullyTransparentPicture() throws {
        let png = PNG.encode(gradient, opaqueRows: 0)
        let decoded = try PNG.decode(png)
        #expect(decoded.width == 45 && decoded.height == 21)
        #expect(decoded.pixels.allSatisfy { $0 == 255 })
    }
}
