/// An 8-bit RGB raster, row-major, three bytes per pixel, top row first.
///
/// Plain value type; safe to share across actors. The encoders in this module take it as input.
public struct Bitmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes: R, G, B for each pixel, rows top to bottom.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 3, "pixel buffer does not match the dimensions")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// An opaque sRGB colour.
public struct RGB: Sendable, Equatable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}
