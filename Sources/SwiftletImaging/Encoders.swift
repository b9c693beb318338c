// Placeholder API: the real encoders replace these bodies.

extension Bitmap {
    /// A left-to-right linear gradient through evenly spaced `stops`.
    public static func horizontalGradient(width: Int, height: Int, stops: [RGB]) -> Bitmap {
        Bitmap(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 3))
    }
}

/// Baseline uncompressed TIFF writer.
public enum TIFF {
    public static func encode(_ bitmap: Bitmap) -> [UInt8] { [] }
}

/// Baseline (sequential, Huffman) JPEG writer.
public enum JPEG {
    public static func encode(_ bitmap: Bitmap, quality: Int = 90) -> [UInt8] { [] }
}

/// PNG writer (8-bit RGB, zlib stream).
public enum PNG {
    public static func encode(_ bitmap: Bitmap) -> [UInt8] { [] }
}
