/// The generated images the book server hands out, as encoded files.
///
/// Every function is pure and deterministic (same bytes on every call), synchronous and safe to call from
/// any task or actor; none caches, so a caller serving the same file often should keep the bytes.
public enum BookArtwork {
    /// The "Super Storage" colours: magenta #FF00FF → cyan #00FFFF → purple #800080, left to right.
    public static let superStorageStops: [RGB] = [RGB(hex: 0xFF00FF), RGB(hex: 0x00FFFF), RGB(hex: 0x800080)]

    /// The three gallery gradients, chosen by `index % 3`: pink → teal, red → yellow, cyan → indigo.
    public static let galleryStops: [[RGB]] = [
        [RGB(hex: 0xFF2D55), RGB(hex: 0x5AC8FA)],
        [RGB(hex: 0xFF3B30), RGB(hex: 0xFFCC00)],
        [RGB(hex: 0x00FFFF), RGB(hex: 0x5856D6)],
    ]

    /// Size of the gallery images in pixels.
    public static let gallerySize = (width: 360, height: 650)

    /// The Super Storage gradient at 800×1200 as an uncompressed little-endian RGBA TIFF
    /// (3,840,000 pixel bytes plus a 214-byte header, about 3.8 MB).
    public static func superStorageTIFF() -> [UInt8] {
        let bitmap = Bitmap.horizontalGradient(width: 800, height: 1200, stops: superStorageStops)
        return TIFF.encode(bitmap, includingAlpha: true)
    }

    /// The Super Storage gradient at 2000×3000 with a fixed-seed grain of ±`superStorageGrain` levels, as
    /// a baseline JPEG at quality 95 with 4:2:0 chroma: a file of a few megabytes, so a download throttled
    /// to 1 MB/s takes a few seconds and shows its progress.
    public static func superStorageJPEG() -> [UInt8] {
        JPEG.encode(superStorageGrainedBitmap(width: 2000, height: 3000), quality: 95, subsampling: .quarter)
    }

    /// The grained Super Storage gradient `superStorageJPEG()` encodes, at any size (tests use small ones).
    static func superStorageGrainedBitmap(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap.horizontalGradient(width: width, height: height, stops: superStorageStops)
        bitmap.addGrain(amplitude: superStorageGrain, seed: 0x5EED)
        return bitmap
    }

    /// Grain amplitude of `superStorageJPEG()` in 8-bit levels.
    public static let superStorageGrain = 10

    /// Gallery image `index` as a 360×650 RGB PNG: the gradient `galleryStops[index % 3]` with a white disc
    /// in the middle showing `index` in dark block digits, so every image is distinguishable.
    public static func galleryPNG(index: Int) -> [UInt8] {
        PNG.encode(galleryBitmap(index: index))
    }

    /// The pixels `galleryPNG(index:)` encodes.
    static func galleryBitmap(index: Int) -> Bitmap {
        let (width, height) = gallerySize
        let stops = galleryStops[((index % 3) + 3) % 3]
        var bitmap = Bitmap.horizontalGradient(width: width, height: height, stops: stops)
        bitmap.fillDisc(centerX: width / 2, centerY: height / 2, radius: 110, with: RGB(255, 255, 255))
        bitmap.drawBlockNumber(index, centerX: width / 2, centerY: height / 2, cell: 14, color: RGB(hex: 0x1C1C1E))
        return bitmap
    }
}
