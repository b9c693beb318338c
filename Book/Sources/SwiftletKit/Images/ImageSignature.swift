import Foundation

/// Recognises image files by their first bytes.
enum ImageSignature {
    /// True for PNG, JPEG, GIF and TIFF data.
    static func isImage(_ data: Data) -> Bool {
        let prefixes: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47],  // PNG
            [0xFF, 0xD8, 0xFF],  // JPEG
            [0x47, 0x49, 0x46, 0x38],  // GIF
            [0x49, 0x49, 0x2A, 0x00],  // TIFF, little-endian
            [0x4D, 0x4D, 0x00, 0x2A],  // TIFF, big-endian
        ]
        return prefixes.contains { data.starts(with: $0) }
    }
}
