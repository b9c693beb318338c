import Foundation
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
import SwiftletImaging
import Testing

/// EmojiArt's thumbnails: the book's `resize` step to 200 × 200, made once per image, bounded.
@Suite struct ThumbnailMakerTests {
    @Test func scalesAGalleryImageTo200PixelsOnceAndKeepsABoundedNumber() async throws {
        let maker = ThumbnailMaker(capacity: 2)
        let full = Data(BookArtwork.galleryPNG(index: 2))
        let thumbnail = await maker.thumbnail(for: "/gallery/image?2", of: full)
        let decoded = try PNG.decode([UInt8](thumbnail))
        #expect(decoded.width == 200 && decoded.height == 200)
        // The centre of the picture is the white disc, at the centre of the thumbnail too.
        #expect(decoded.pixel(x: 100, y: 100) == RGB(255, 255, 255))
        #expect(await maker.thumbnail(for: "/gallery/image?2", of: Data()) == thumbnail)
        // Bytes it cannot decode are shown as they are; the oldest thumbnail makes room.
        let other = Data("not a png".utf8)
        #expect(await maker.thumbnail(for: "/a", of: other) == other)
        _ = await maker.thumbnail(for: "/b", of: other)
        #expect(await maker.count == 2)
        #expect(await maker.thumbnail(for: "/gallery/image?2", of: other) == other)
    }
}
