/// An opaque sRGB colour with 8 bits per channel.
public struct RGB: Sendable, Equatable, Hashable {
    /// Red channel, 0...255.
    public var red: UInt8
    /// Green channel, 0...255.
    public var green: UInt8
    /// Blue channel, 0...255.
    public var blue: UInt8

    /// A colour from its three channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from a `0xRRGGBB` literal, e.g. `RGB(hex: 0xFF2D55)`; bits above the low 24 are ignored.
    public init(hex: UInt32) {
        self.init(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF))
    }

    /// The colour `fraction` of the way from `self` to `other` (0 gives `self`, 1 gives `other`; values
    /// outside 0...1 are clamped), each channel rounded to the nearest integer.
    public func interpolated(to other: RGB, fraction: Double) -> RGB {
        let t = min(1, max(0, fraction))
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
        }
        return RGB(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
    }
}
