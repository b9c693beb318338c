/// A paint: the attribute value a ``ShapeStyle`` travels to hosts as, parsed and validated.
///
/// The grammar (docs/engine/kinds-and-attributes.md, "Paints"):
///
/// * a colour: a name (`red` … `brown`, `mint`, `teal`, `cyan`, `indigo`, `gray`, `black`,
///   `white`, `clear`), a level (`primary` … `quinary`), `tint`/`accent`, any of those with an
///   opacity (`red/0.5`); `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; a light/dark pair
///   `dynamic(#light,#dark)` of hex colours;
/// * `linear(X0 Y0 X1 Y1|C@L,C@L,…)`: unit points, stops of a colour and a location in 0…1;
/// * `radial(CX CY R0 R1|stops)`: the centre as a unit point, radii in points;
/// * `angular(CX CY A0 A1|stops)`: angles in degrees, 0 pointing to the trailing edge, clockwise;
/// * `elliptical(CX CY F0 F1|stops)`: radii as fractions of the view's size;
/// * `material(ultraThin|thin|regular|thick|ultraThick|bar)`.
///
/// Every number is checked (finite, within bounds); anything else does not parse, so a paint can
/// never carry text a host would pass on (no CSS injection).
package enum Paint: Hashable, Sendable {
    case color(PaintColor)
    case linear(start: PaintPoint, end: PaintPoint, stops: [PaintStop])
    case radial(center: PaintPoint, startRadius: Double, endRadius: Double, stops: [PaintStop])
    case angular(center: PaintPoint, startAngle: Double, endAngle: Double, stops: [PaintStop])
    case elliptical(center: PaintPoint, startFraction: Double, endFraction: Double, stops: [PaintStop])
    case material(PaintMaterial)

    /// The paint `value` spells, or nil when it is not a paint of the grammar.
    package static func parse(_ value: String) -> Paint? {
        guard value.utf8.count <= 4096 else { return nil }
        if let open = value.firstIndex(of: "("), value.hasSuffix(")") {
            let function = String(value[..<open])
            let inner = String(value[value.index(after: open)..<value.index(before: value.endIndex)])
            switch function {
            case "linear", "radial", "angular", "elliptical": return gradient(function, inner)
            case "material": return PaintMaterial(rawValue: inner).map(Paint.material)
            default: break
            }
        }
        return PaintColor.parse(value).map(Paint.color)
    }

    /// The gradient's stops (empty for a colour or a material).
    package var stops: [PaintStop] {
        switch self {
        case .linear(_, _, let stops), .radial(_, _, _, let stops), .angular(_, _, _, let stops),
            .elliptical(_, _, _, let stops):
            stops
        case .color, .material: []
        }
    }

    private static func gradient(_ function: String, _ inner: String) -> Paint? {
        let halves = inner.split(separator: "|", omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let numbers = halves[0].split(separator: " ").map { Double(String($0)) }
        guard numbers.count == 4, numbers.allSatisfy({ $0.map { $0.isFinite && abs($0) <= 100_000 } ?? false })
        else { return nil }
        let values = numbers.compactMap { $0 }
        guard let stops = PaintStop.parseList(String(halves[1])) else { return nil }
        let first = PaintPoint(x: values[0], y: values[1])
        guard abs(first.x) <= 1000, abs(first.y) <= 1000 else { return nil }
        switch function {
        case "linear":
            let end = PaintPoint(x: values[2], y: values[3])
            guard abs(end.x) <= 1000, abs(end.y) <= 1000 else { return nil }
            return .linear(start: first, end: end, stops: stops)
        case "radial":
            guard values[2] >= 0, values[3] >= 0, values[2] <= 10_000, values[3] <= 10_000 else { return nil }
            return .radial(center: first, startRadius: values[2], endRadius: values[3], stops: stops)
        case "angular":
            return .angular(center: first, startAngle: values[2], endAngle: values[3], stops: stops)
        default:
            guard values[2] >= 0, values[3] >= 0, values[2] <= 100, values[3] <= 100 else { return nil }
            return .elliptical(center: first, startFraction: values[2], endFraction: values[3], stops: stops)
        }
    }
}

/// A point as fractions of a view's size (a ``UnitPoint``'s values).
package struct PaintPoint: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One stop of a gradient: a colour at a location in 0…1.
package struct PaintStop: Hashable, Sendable {
    package var color: PaintColor
    package var location: Double
    package init(color: PaintColor, location: Double) {
        self.color = color
        self.location = location
    }

    /// `C@L,C@L,…` (at least one stop, at most 256), or nil.
    static func parseList(_ text: String) -> [PaintStop]? {
        var stops: [PaintStop] = []
        // Split at commas outside parentheses: a stop's colour may be `dynamic(#a,#b)`.
        var depth = 0
        var current = ""
        var parts: [String] = []
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            guard depth >= 0, depth <= 1 else { return nil }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        guard depth == 0, parts.count <= 256 else { return nil }
        for part in parts {
            guard let at = part.lastIndex(of: "@"), let color = PaintColor.parse(String(part[..<at])),
                let location = Double(String(part[part.index(after: at)...])), (0...1).contains(location)
            else { return nil }
            stops.append(PaintStop(color: color, location: location))
        }
        return stops
    }
}

/// A colour of the paint grammar.
package enum PaintColor: Hashable, Sendable {
    /// A system colour, level, `tint`/`accent`, `black`, `white` or `clear`, and an opacity in 0…1.
    case named(String, opacity: Double)
    /// A fixed sRGB colour.
    case rgba(RGBA)
    /// A colour for the light appearance and one for the dark.
    case dynamic(light: RGBA, dark: RGBA)

    /// The names a colour paint may have (lowercased; `grey` and `accentcolor` are aliases).
    package static let names: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "grey", "black", "white", "clear", "primary", "secondary", "tertiary", "quaternary", "quinary",
        "tint", "accent", "accentcolor",
    ]

    /// Parses a colour of the grammar, or nil.
    package static func parse(_ value: String) -> PaintColor? {
        guard value.utf8.count <= 64 else { return nil }
        let lower = value.lowercased()
        if lower.hasPrefix("#") { return RGBA(hex: lower).map(PaintColor.rgba) }
        if lower.hasPrefix("dynamic("), lower.hasSuffix(")") {
            let pair = lower.dropFirst("dynamic(".count).dropLast().split(separator: ",")
            guard pair.count == 2, let light = RGBA(hex: String(pair[0])), let dark = RGBA(hex: String(pair[1]))
            else { return nil }
            return .dynamic(light: light, dark: dark)
        }
        var name = lower
        var opacity = 1.0
        if let slash = lower.firstIndex(of: "/") {
            guard let alpha = Double(String(lower[lower.index(after: slash)...])), (0...1).contains(alpha) else {
                return nil
            }
            name = String(lower[..<slash])
            opacity = alpha
        }
        guard names.contains(name) else { return nil }
        if name == "grey" { name = "gray" }
        if name == "accentcolor" { name = "accent" }
        return .named(name, opacity: opacity)
    }

    /// The colour's light and dark values, when the paint alone decides them (`tint` and `accent`
    /// depend on the environment: nil).
    package var pair: (light: RGBA, dark: RGBA)? {
        switch self {
        case .rgba(let color): return (color, color)
        case .dynamic(let light, let dark): return (light, dark)
        case .named(let name, let opacity):
            guard let pair = SystemColors.pair(name) else { return nil }
            return (pair.light.multiplyingOpacity(opacity), pair.dark.multiplyingOpacity(opacity))
        }
    }

    /// The colour in the grammar.
    package var paint: String {
        switch self {
        case .named(let name, let opacity): opacity == 1 ? name : "\(name)/\(attributeNumber(opacity))"
        case .rgba(let color): color.hex
        case .dynamic(let light, let dark): "dynamic(\(light.hex),\(dark.hex))"
        }
    }
}

/// A translucent material's thickness.
package enum PaintMaterial: String, Hashable, Sendable, CaseIterable {
    case ultraThin, thin, regular, thick, ultraThick, bar
}

/// An sRGB colour, 8 bits per component.
package struct RGBA: Hashable, Sendable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From components in 0…1 (clamped; NaN reads as 0).
    package init(red: Double, green: Double, blue: Double, opacity: Double) {
        func byte(_ value: Double) -> UInt8 { value.isNaN ? 0 : UInt8((min(max(value, 0), 1) * 255).rounded()) }
        self.init(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(opacity))
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, or nil.
    package init?(hex: String) {
        let digits = Array(hex.utf8.dropFirst())
        guard hex.hasPrefix("#"), [3, 4, 6, 8].contains(digits.count) else { return nil }
        var values: [UInt8] = []
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(digit - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(digit - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        let bytes: [UInt8] =
            values.count <= 4
            ? values.map { $0 * 17 } : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    package var hex: String {
        func pair(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + pair(red) + pair(green) + pair(blue) + (alpha == 255 ? "" : pair(alpha))
    }

    /// The colour with its alpha multiplied by `opacity` (clamped to 0…1).
    package func multiplyingOpacity(_ opacity: Double) -> RGBA {
        var copy = self
        let factor = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        copy.alpha = UInt8((Double(alpha) * factor).rounded())
        return copy
    }

    /// The colour mixed with `other`: `fraction` 0 is this colour, 1 is `other`.
    package func mixed(with other: RGBA, _ fraction: Double) -> RGBA {
        let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * fraction).rounded()) }
        return RGBA(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: mix(alpha, other.alpha))
    }
}
