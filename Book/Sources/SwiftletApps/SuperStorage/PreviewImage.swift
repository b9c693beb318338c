import Foundation
import SwiftletImaging

/// What the download screen's preview shows for a file's bytes.
///
/// Browsers draw JPEG (a truncated one too: the rows received so far, the rest transparent) and PNG
/// themselves; they do not draw TIFF, so TIFF bytes are decoded with SwiftletImaging's reader and
/// re-encoded as PNG. A partial TIFF looks like a partial JPEG: the rows its strips hold so far, at the
/// picture's full size, the rows below them transparent. Anything else, or a TIFF the reader refuses
/// (see `TIFFDecodingError`: not even the header and directory present, hostile or unsupported), has no
/// preview.
enum PreviewImage {
    /// The largest TIFF the preview decodes: 16 megapixels, decided from the header alone.
    static let maximumTIFFPixels = TIFF.defaultMaximumPixels

    /// Whether a Gold download of the file named `name` keeps its bytes when cancelled
    /// (`DownloadContext.supportsPartialDownloads`): the types whose partial bytes have a preview. The
    /// book keeps them for `.jpeg` only, since a Mac shows a partial JPEG but not a partial TIFF; this
    /// app shows partial TIFFs too (their directory comes before the pixels), so `.tiff` and `.tif` join.
    static func keepsPartialBytes(ofFileNamed name: String) -> Bool {
        let lowercased = name.lowercased()
        return [".jpeg", ".jpg", ".tiff", ".tif"].contains { lowercased.hasSuffix($0) }
    }

    /// Bytes the browser can draw for `data`, or nil for "No preview". Runs off the main actor (a TIFF
    /// of the server's size takes about a second to convert in a debug build). It does not stop when
    /// the calling task is cancelled: Cancel All cancels the download's task and still shows the bytes.
    @concurrent
    static func displayable(_ data: Data) async -> Data? {
        let head = [UInt8](data.prefix(8))
        if head.starts(with: [0xFF, 0xD8, 0xFF]) || head.starts(with: PNG.signature) { return data }
        guard head.starts(with: [0x49, 0x49, 42, 0]) || head.starts(with: [0x4D, 0x4D, 0, 42]) else { return nil }
        guard let image = try? TIFF.decode([UInt8](data), maximumPixels: maximumTIFFPixels, minimumRows: 0) else {
            return nil
        }
        return Data(PNG.encode(image.bitmap, opaqueRows: image.decodedRows))
    }
}
