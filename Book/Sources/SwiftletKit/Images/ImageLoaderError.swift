/// Why ``ImageLoader`` could not produce an image.
public enum ImageLoaderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server answered, but the bytes are not a PNG, JPEG, GIF or TIFF image (the book server answers
    /// unknown images with a JSON error and status 200).
    case notAnImage(bytes: Int)

    public var description: String {
        switch self {
        case .notAnImage(let bytes): "the response (\(bytes) bytes) is not an image"
        }
    }
}
