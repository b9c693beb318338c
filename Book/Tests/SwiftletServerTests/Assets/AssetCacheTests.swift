import Foundation
import NIOCore
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// The generated images open in a standard decoder (Pillow) with the expected sizes, and the
/// disk cache is reused.
@Suite struct AssetCacheTests {
    /// Decodes `bytes` with Pillow; returns "FORMAT WIDTHxHEIGHT".
    private func decode(_ bytes: ByteBuffer) async throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swiftlet-asset-\(UUID().uuidString)")
        try Data(bytes.readableBytesView).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try await runPython([
            "-c",
            "import sys; from PIL import Image; im = Image.open(sys.argv[1]); im.load(); print(f'{im.format} {im.size[0]}x{im.size[1]}')",
            file.path,
        ])
        let text = outcome.output
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: [
        (BookAsset.superStorageTIFF, "TIFF 800x1200"),
        (BookAsset.superStorageJPEG, "JPEG 2000x3000"),
        (BookAsset.galleryPNG(1), "PNG 360x650"),
        (BookAsset.galleryPNG(2), "PNG 360x650"),
        (BookAsset.galleryPNG(3), "PNG 360x650"),
    ])
    func assetsOpenInAStandardDecoder(asset: BookAsset, expected: String) async throws {
        let bytes = await AssetCache.shared.bytes(of: asset, cachingIn: nil)
        #expect(try await decode(bytes) == expected)
    }

    @Test func diskCopiesAreReusedByANewProcess() async throws {
        let directory = try TestServers.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let rendered = await AssetCache().bytes(of: .galleryPNG(5), cachingIn: directory)
        let file = directory.appendingPathComponent("assets/\(AssetCache.version)/gallery-5.png")
        #expect(FileManager.default.fileExists(atPath: file.path))
        // A fresh cache (as after a restart) reads the disk copy instead of rendering.
        try Data([1, 2, 3]).write(to: file)
        let reloaded = await AssetCache().bytes(of: .galleryPNG(5), cachingIn: directory)
        #expect(Array(reloaded.readableBytesView) == [1, 2, 3])
        #expect(rendered.readableBytes > 3)
    }
}
