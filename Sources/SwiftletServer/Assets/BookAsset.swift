import SwiftletImaging

/// A generated image the server serves: the two SuperStorage files and the gallery PNGs.
///
/// Rendering is deterministic, so one copy per process serves every server instance.
public enum BookAsset: Hashable, Sendable {
    /// 800×1200 uncompressed TIFF, magenta → cyan → purple (every `.tiff` download).
    case superStorageTIFF
    /// 2000×3000 baseline JPEG with the same gradient (every `.jpeg` download).
    case superStorageJPEG
    /// Gallery image `index` (0…28): 360×650 PNG whose gradient depends on `index % 3`.
    case galleryPNG(Int)

    /// The file name of the on-disk cache copy.
    var cacheFileName: String {
        switch self {
        case .superStorageTIFF: "superstorage.tiff"
        case .superStorageJPEG: "superstorage.jpeg"
        case .galleryPNG(let index): "gallery-\(index).png"
        }
    }

    /// Encodes the image. Costly for the JPEG (a 2000×3000 raster); call through ``AssetCache``.
    func render() -> [UInt8] {
        switch self {
        case .superStorageTIFF:
            TIFF.encode(Self.superStorageBitmap(width: 800, height: 1200))
        case .superStorageJPEG:
            JPEG.encode(Self.superStorageBitmap(width: 2000, height: 3000), quality: 100)
        case .galleryPNG(let index):
            PNG.encode(
                Bitmap.horizontalGradient(width: 360, height: 650, stops: Self.galleryStops(index: index))
            )
        }
    }

    private static func superStorageBitmap(width: Int, height: Int) -> Bitmap {
        let magenta = RGB(255, 0, 255)
        let cyan = RGB(0, 255, 255)
        let purple = RGB(128, 0, 128)
        return Bitmap.horizontalGradient(width: width, height: height, stops: [magenta, cyan, purple])
    }

    private static func galleryStops(index: Int) -> [RGB] {
        switch ((index % 3) + 3) % 3 {
        case 0: [RGB(0xFF, 0x2D, 0x55), RGB(0x5A, 0xC8, 0xFA)]  // pink → teal
        case 1: [RGB(0xFF, 0x3B, 0x30), RGB(0xFF, 0xCC, 0x00)]  // red → yellow
        default: [RGB(0x00, 0xFF, 0xFF), RGB(0x58, 0x56, 0xD6)]  // cyan → indigo
        }
    }
}
