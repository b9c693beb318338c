import Foundation
import SwiftletImaging

/// The feed's thumbnails, as the book's `resize` step makes them: each image scaled to 200 × 200
/// pixels once, off the main actor, and kept by URL (at most ``capacity`` of them, oldest dropped
/// first). The details sheet keeps using the full image.
///
/// Bytes that are not a PNG this module decodes (or a PNG above ``maximumPixels``) are returned as
/// they are, so the cell still shows them.
public actor ThumbnailMaker {
    /// The side of a thumbnail, in pixels.
    public static let side = 200
    /// The largest source image that is scaled (decided from its header).
    public static let maximumPixels = 4_000_000
    /// How many thumbnails are kept.
    public let capacity: Int

    private var thumbnails: [String: Data] = [:]
    private var order: [String] = []

    public init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    /// The thumbnail of the image `data` found at `key` (made now, or kept from an earlier call).
    public func thumbnail(for key: String, of data: Data) async -> Data {
        if let kept = thumbnails[key] { return kept }
        let made = await Self.scaled(data) ?? data
        if thumbnails[key] == nil {
            thumbnails[key] = made
            order.append(key)
            if order.count > capacity { thumbnails[order.removeFirst()] = nil }
        }
        return made
    }

    /// How many thumbnails are kept now.
    public var count: Int { thumbnails.count }

    /// `data` scaled to 200 × 200 and encoded as PNG, or nil when it cannot be decoded. Runs on the
    /// global executor, so several cells' thumbnails are made at once.
    @concurrent
    static func scaled(_ data: Data) async -> Data? {
        guard let bitmap = try? PNG.decode([UInt8](data), maximumPixels: maximumPixels) else { return nil }
        return Data(PNG.encode(bitmap.resized(width: side, height: side)))
    }
}
