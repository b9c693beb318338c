/// SwiftUI's system colours on iOS, each with its light and dark value, and the foreground levels.
package enum SystemColors {
    /// The light and dark values of a colour name of the paint grammar; nil for `tint`/`accent`
    /// (the environment decides) and unknown names.
    package static func pair(_ name: String) -> (light: RGBA, dark: RGBA)? {
        guard let (light, dark) = table[name] else { return nil }
        return (light, dark)
    }

    private static func rgb(_ value: UInt32, _ alpha: Double = 1) -> RGBA {
        RGBA(
            red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF),
            alpha: UInt8((alpha * 255).rounded()))
    }

    private static let table: [String: (RGBA, RGBA)] = [
        "red": (rgb(0xFF3B30), rgb(0xFF453A)),
        "orange": (rgb(0xFF9500), rgb(0xFF9F0A)),
        "yellow": (rgb(0xFFCC00), rgb(0xFFD60A)),
        "green": (rgb(0x34C759), rgb(0x30D158)),
        "mint": (rgb(0x00C7BE), rgb(0x63E6E2)),
        "teal": (rgb(0x30B0C7), rgb(0x40C8E0)),
        "cyan": (rgb(0x32ADE6), rgb(0x64D2FF)),
        "blue": (rgb(0x007AFF), rgb(0x0A84FF)),
        "indigo": (rgb(0x5856D6), rgb(0x5E5CE6)),
        "purple": (rgb(0xAF52DE), rgb(0xBF5AF2)),
        "pink": (rgb(0xFF2D55), rgb(0xFF375F)),
        "brown": (rgb(0xA2845E), rgb(0xAC8E68)),
        "gray": (rgb(0x8E8E93), rgb(0x8E8E93)),
        "black": (rgb(0x000000), rgb(0x000000)),
        "white": (rgb(0xFFFFFF), rgb(0xFFFFFF)),
        "clear": (rgb(0x000000, 0), rgb(0x000000, 0)),
        "primary": (rgb(0x000000), rgb(0xFFFFFF)),
        "secondary": (rgb(0x3C3C43, 0.6), rgb(0xEBEBF5, 0.6)),
        "tertiary": (rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3)),
        "quaternary": (rgb(0x3C3C43, 0.18), rgb(0xEBEBF5, 0.16)),
        "quinary": (rgb(0x3C3C43, 0.1), rgb(0xEBEBF5, 0.08)),
    ]
}
