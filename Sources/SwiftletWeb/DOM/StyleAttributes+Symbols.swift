@_spi(SwiftletHost) import SwiftletUI

// The inline style a node's symbol-related attributes add.
extension DOMMapping {
    /// `foreground2`/`foreground3` (`.foregroundStyle(_:_:)`) become the custom properties
    /// `--sw-fg2`/`--sw-fg3` that symbols below paint their secondary layers with (a palette; the
    /// knockout parts of filled containers then take the primary colour); a `font` of
    /// `system:<size>` sets `font-size` (symbols are sized by the font); `aspectRatio` becomes
    /// `aspect-ratio`. Every value is validated: a colour through ``StyleAttributes/color(_:)``, a
    /// number as a finite number in range.
    static func symbolStyles(_ attributes: [RenderAttribute: String], into style: inout StyleAttributes) {
        guard !attributes.isEmpty else { return }
        if let second = attributes[.foreground2], let color = StyleAttributes.color(second) {
            style.add("--sw-fg2", color)
            style.add("--sw-sym-k", "currentColor")
        }
        if let third = attributes[.foreground3], let color = StyleAttributes.color(third) {
            style.add("--sw-fg3", color)
        }
        if let font = attributes[.font], font.hasPrefix("system:") {
            let size = font.dropFirst("system:".count).prefix { $0 != "-" }
            if let value = Double(size), value > 0, let length = StyleAttributes.length(String(size)) {
                style.add("font-size", length)
            }
        }
        if let ratio = attributes[.aspectRatio], let value = Double(ratio), value.isFinite, value > 0, value <= 10_000 {
            style.add("aspect-ratio", value == value.rounded() ? String(Int(value)) : String(value))
        }
    }
}
