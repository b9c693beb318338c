// Grids and frames

/// CSS for `LazyVGrid` columns and `containerRelativeFrame`, built from numbers only: a token that is
/// not one of the forms below makes the whole value invalid and no declaration is written.
enum GridStyles {
    /// `gridColumns` (`fixed:N`, `flexible:MIN:MAX`, `adaptive:MIN:MAX`, space-separated) → a CSS
    /// `grid-template-columns` value, e.g. `40px minmax(10px, 1fr) repeat(auto-fill, minmax(80px, 1fr))`.
    /// Nil for an empty or malformed value, or more than 64 columns.
    static func templateColumns(_ value: String) -> String? {
        let tokens = value.split(separator: " ")
        guard !tokens.isEmpty, tokens.count <= 64 else { return nil }
        var tracks: [String] = []
        for token in tokens {
            let parts = token.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            switch (parts.first, parts.count) {
            case ("fixed", 2):
                guard let size = length(parts[1]) else { return nil }
                tracks.append(size)
            case ("flexible", 3):
                guard let minimum = length(parts[1]), let maximum = upperBound(parts[2]) else { return nil }
                tracks.append("minmax(\(minimum), \(maximum))")
            case ("adaptive", 3):
                guard let minimum = length(parts[1]), let maximum = upperBound(parts[2]) else { return nil }
                tracks.append("repeat(auto-fill, minmax(\(minimum), \(maximum)))")
            default:
                return nil
            }
        }
        return tracks.joined(separator: " ")
    }

    /// A non-negative length in pixels.
    private static func length(_ value: String) -> String? {
        guard let number = Double(value), number >= 0 else { return nil }
        return StyleAttributes.length(value)
    }

    /// `inf` → `1fr` (share the free space), else a length.
    private static func upperBound(_ value: String) -> String? {
        ["inf", "infinity", "+infinity"].contains(value.lowercased()) ? "1fr" : length(value)
    }

    /// `containerRelativeFrame` (`width:FRACTION:OFFSET`, `height:FRACTION:OFFSET`) → CSS declarations
    /// `width: calc(F·100cqw + OFFSETpx)` / `height: calc(F·100cqh + OFFSETpx)`, plus `flex-shrink: 0`
    /// so a stack does not squeeze the frame. Malformed tokens are skipped.
    static func containerRelativeFrame(_ value: String) -> [(String, String)] {
        var declarations: [(String, String)] = []
        for token in value.split(separator: " ") {
            let parts = token.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, let fraction = Double(parts[1]), fraction.isFinite, (0...100).contains(fraction),
                let offset = StyleAttributes.length(parts[2])
            else { continue }
            let percent = number(fraction * 100)
            switch parts[0] {
            case "width": declarations.append(("width", "calc(\(percent)cqw + \(offset))"))
            case "height": declarations.append(("height", "calc(\(percent)cqh + \(offset))"))
            default: continue
            }
        }
        if !declarations.isEmpty { declarations.append(("flex-shrink", "0")) }
        return declarations
    }

    /// A number with at most three decimals, no exponent.
    private static func number(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        var text = String(Int((value * 1000).rounded()))
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        while text.count < 4 { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -3))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return (negative ? "-" : "") + text
    }
}
