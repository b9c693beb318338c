/// An 8-bit RGB raster, row-major, three bytes per pixel, top row first.
///
/// Plain value type; safe to share across actors. The encoders in this module (`TIFF`, `PNG`, `JPEG`)
/// take it as input.
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 3` bytes: R, G, B for each pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// Wraps an existing pixel buffer.
    ///
    /// - Precondition: `width` and `height` are not negative and `pixels.count == width * height * 3`
    ///   (a programming error, not a runtime condition).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "bitmap dimensions must not be negative")
        precondition(pixels.count == width * height * 3, "pixel buffer does not match the dimensions")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap of the given size filled with one colour.
    public init(width: Int, height: Int, filledWith color: RGB) {
        var pixels = [UInt8](repeating: 0, count: max(0, width) * max(0, height) * 3)
        var index = 0
        while index < pixels.count {
            pixels[index] = color.red
            pixels[index + 1] = color.green
            pixels[index + 2] = color.blue
            index += 3
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The colour at column `x`, row `y` (both zero-based, inside the bitmap).
    public func pixel(x: Int, y: Int) -> RGB {
        let offset = (y * width + x) * 3
        return RGB(pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// Sets the colour at column `x`, row `y`; coordinates outside the bitmap are ignored so shapes may
    /// be drawn partly off the edge.
    public mutating func setPixel(x: Int, y: Int, to color: RGB) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let offset = (y * width + x) * 3
        pixels[offset] = color.red
        pixels[offset + 1] = color.green
        pixels[offset + 2] = color.blue
    }

    /// Fills the rectangle `x..<x+width`, `y..<y+height`, clipped to the bitmap.
    public mutating func fillRectangle(x: Int, y: Int, width rectWidth: Int, height rectHeight: Int, with color: RGB) {
        let left = max(0, x)
        let top = max(0, y)
        let right = min(width, x + rectWidth)
        let bottom = min(height, y + rectHeight)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            var offset = (row * width + left) * 3
            for _ in left..<right {
                pixels[offset] = color.red
                pixels[offset + 1] = color.green
                pixels[offset + 2] = color.blue
                offset += 3
            }
        }
    }
}
