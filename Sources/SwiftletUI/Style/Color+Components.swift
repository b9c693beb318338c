import Foundation

extension Color {
    /// The colour spaces a colour's components may be given in.
    public enum RGBColorSpace: Sendable, Hashable {
        /// The standard web and display colour space.
        case sRGB
        /// sRGB primaries with linear components (no gamma).
        case sRGBLinear
        /// The wider Display P3 gamut. Browsers paint it as its nearest sRGB colour.
        case displayP3
    }

    /// A colour from red, green and blue components in 0…1 in `colorSpace`, with an opacity in 0…1.
    /// Components outside 0…1 (and Display P3 colours outside sRGB) are clamped to sRGB; NaN reads
    /// as 0. The paint is `#rrggbb`, or `#rrggbbaa` when not opaque.
    public nonisolated init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        let (r, g, b) = ColorMath.toSRGB(colorSpace, red, green, blue)
        self.init(RGBA(red: r, green: g, blue: b, opacity: opacity).hex)
    }

    /// A grey from `white` in 0 (black) … 1 (white), in `colorSpace`.
    public nonisolated init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB), each in 0…1.
    public nonisolated init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = ColorMath.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(.sRGB, red: r, green: g, blue: b, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity` (0…1). A system colour keeps its light
    /// and dark values (paint `red/0.5`); a fixed colour gets an alpha (`#ff000080`).
    public nonisolated func opacity(_ opacity: Double) -> Color {
        let factor = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        switch PaintColor.parse(name) {
        case .named(let base, let current)?: return Color(PaintColor.named(base, opacity: current * factor).paint)
        case .rgba(let rgba)?: return Color(rgba.multiplyingOpacity(factor).hex)
        case .dynamic(let light, let dark)?:
            return Color(
                PaintColor.dynamic(light: light.multiplyingOpacity(factor), dark: dark.multiplyingOpacity(factor)).paint
            )
        case nil: return self
        }
    }

    /// A gentle top-to-bottom gradient of this colour, lighter at the top, as SwiftUI's
    /// `Color.gradient`.
    public nonisolated var gradient: AnyGradient {
        guard let pair = PaintColor.parse(name)?.pair else { return AnyGradient(Gradient(colors: [self, self])) }
        let white = RGBA(red: 255, green: 255, blue: 255)
        let top = Color(
            PaintColor.dynamic(light: pair.light.mixed(with: white, 0.2), dark: pair.dark.mixed(with: white, 0.15))
                .paint)
        return AnyGradient(Gradient(colors: [top, self]))
    }

    /// Mint.
    public nonisolated static let mint = Color("mint")
    /// Teal.
    public nonisolated static let teal = Color("teal")
    /// Cyan.
    public nonisolated static let cyan = Color("cyan")
    /// Indigo.
    public nonisolated static let indigo = Color("indigo")
    /// Brown.
    public nonisolated static let brown = Color("brown")
}

extension ShapeStyle where Self == Color {
    /// Mint.
    public static var mint: Color { Color("mint") }
    /// Teal.
    public static var teal: Color { Color("teal") }
    /// Cyan.
    public static var cyan: Color { Color("cyan") }
    /// Indigo.
    public static var indigo: Color { Color("indigo") }
    /// Brown.
    public static var brown: Color { Color("brown") }
}

/// Colour conversions for ``Color``'s initialisers.
enum ColorMath {
    /// HSB (each 0…1) to sRGB components.
    nonisolated static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        let s = unit(saturation)
        let v = unit(brightness)
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
        if h < 0 { h += 1 }
        let sector = h * 6
        let index = Int(sector) % 6
        let f = sector - Double(Int(sector))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Components in `space` to gamma-encoded sRGB components (unclamped).
    nonisolated static func toSRGB(_ space: Color.RGBColorSpace, _ r: Double, _ g: Double, _ b: Double)
        -> (Double, Double, Double)
    {
        switch space {
        case .sRGB: return (r, g, b)
        case .sRGBLinear: return (encode(r), encode(g), encode(b))
        case .displayP3:
            // P3 shares sRGB's transfer function; convert the linear values between the gamuts.
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            let sr = 1.2249 * lr - 0.2247 * lg - 0.0002 * lb
            let sg = -0.0420 * lr + 1.0419 * lg + 0.0001 * lb
            let sb = -0.0197 * lr - 0.0786 * lg + 1.0983 * lb
            return (encode(sr), encode(sg), encode(sb))
        }
    }

    private nonisolated static func encode(_ linear: Double) -> Double {
        guard linear.isFinite else { return 0 }
        let value = min(max(linear, 0), 1)
        return value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    private nonisolated static func decode(_ encoded: Double) -> Double {
        guard encoded.isFinite else { return 0 }
        let value = min(max(encoded, 0), 1)
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}
