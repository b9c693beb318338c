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
    /// Space photo `id`: 320×240 PNG drawn by `SpaceArtwork` from the photo's scene and seed.
    case spacePNG(id: String, scene: SpaceArtwork.Scene, seed: UInt64)

    /// The file name of the on-disk cache copy.
    var cacheFileName: String {
        switch self {
        case .superStorageTIFF: "superstorage.tiff"
        case .superStorageJPEG: "superstorage.jpeg"
        case .galleryPNG(let index): "gallery-\(index).png"
        case .spacePNG(let id, _, _): "space-\(id).png"
        }
    }

    /// Encodes the image. Costly for the JPEG (a 2000×3000 raster); call through ``AssetCache``.
    func render() -> [UInt8] {
        switch self {
        case .superStorageTIFF: BookArtwork.superStorageTIFF()
        case .superStorageJPEG: BookArtwork.superStorageJPEG()
        case .galleryPNG(let index): BookArtwork.galleryPNG(index: index)
        case .spacePNG(_, let scene, let seed): SpaceArtwork.png(scene: scene, seed: seed)
        }
    }
}
