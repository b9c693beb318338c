/// Why ``TIFF/decode(_:maximumPixels:)`` refused a file. Every case is decided from the header and the
/// image file directory alone, before any pixel buffer is allocated, except ``noCompleteRows``.
public enum TIFFDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with `II*\0` or `MM\0*`, or end inside the 8-byte header.
    case notTIFF
    /// The directory, or a value it points to, lies past the end of the bytes present.
    case truncatedDirectory
    /// A required tag (width, height, strip offsets) is missing, or a tag has an unusable type or count.
    case malformedDirectory(String)
    /// The directory describes something this reader does not decode (tiles, planar data, 16-bit
    /// samples, palette or CMYK colour, JPEG or Deflate compression, …).
    case unsupported(String)
    /// Width × height is zero or above the pixel cap the caller passed.
    case tooLarge(width: Int, height: Int, maximumPixels: Int)
    /// Fewer rows than the caller's `minimumRows` (by default: not a single row) could be decoded from the
    /// strip bytes present (a download that has only its header so far, or strips whose data is corrupt
    /// from their first row).
    case noCompleteRows

    public var description: String {
        switch self {
        case .notTIFF: "not a TIFF file"
        case .truncatedDirectory: "the TIFF directory lies past the end of the data"
        case .malformedDirectory(let reason): "malformed TIFF directory: \(reason)"
        case .unsupported(let what): "unsupported TIFF: \(what)"
        case .tooLarge(let width, let height, let maximumPixels):
            "TIFF of \(width)×\(height) pixels exceeds the limit of \(maximumPixels) pixels"
        case .noCompleteRows: "no complete TIFF row in the data"
        }
    }
}
