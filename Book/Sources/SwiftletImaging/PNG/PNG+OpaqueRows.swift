extension PNG {
    /// Encodes the first `opaqueRows` rows of `bitmap` and leaves the rows below them fully transparent:
    /// how a browser shows an image whose bytes are still arriving (a partial JPEG's missing rows are
    /// transparent in Chromium, so the page shows through).
    ///
    /// When `opaqueRows` covers the whole bitmap this is ``encode(_:)`` (8-bit RGB, colour type 2);
    /// otherwise it is 8-bit RGBA (colour type 6), alpha 255 above the cut and 0 below it. A negative
    /// `opaqueRows` counts as 0. Pure and deterministic; safe to call from any task.
    ///
    /// - Precondition: the bitmap is not empty and each side is below 2^31 pixels.
    public static func encode(_ bitmap: Bitmap, opaqueRows: Int) -> [UInt8] {
        guard opaqueRows < bitmap.height else { return encode(bitmap) }
        let visibleRows = max(0, opaqueRows)
        var rgba = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 4)
        bitmap.pixels.withUnsafeBufferPointer { source in
            rgba.withUnsafeMutableBufferPointer { target in
                var next = 0
                for index in stride(from: 0, to: visibleRows * bitmap.width * 3, by: 3) {
                    target[next] = source[index]
                    target[next + 1] = source[index + 1]
                    target[next + 2] = source[index + 2]
                    target[next + 3] = 255
                    next += 4
                }
            }
        }
        let scanlines = PNGRowFilter.filteredScanlines(
            of: rgba, width: bitmap.width, height: bitmap.height, bytesPerPixel: 4)
        return file(width: bitmap.width, height: bitmap.height, colourType: 6, scanlines: scanlines)
    }
}
