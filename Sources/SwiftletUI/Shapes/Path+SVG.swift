import Foundation

extension Path: CustomStringConvertible {
    /// The path as SVG path data in points (`M 0 0 L 10 0 … Z`), numbers rounded to 3 decimals;
    /// empty for an empty path or one with a NaN or infinite coordinate. This is what hosts draw.
    /// (SwiftUI writes its own PostScript-like format here; SwiftletUI writes SVG, which browsers read.)
    public var description: String {
        guard isFinite else { return "" }
        var parts: [String] = []
        parts.reserveCapacity(elements.count * 3)
        func add(_ command: String, _ points: CGPoint...) {
            var text = command
            for point in points { text += " " + Path.number(point.x) + " " + Path.number(point.y) }
            parts.append(text)
        }
        for element in elements {
            switch element {
            case .move(let p): add("M", p)
            case .line(let p): add("L", p)
            case .quadCurve(let p, let c): add("Q", c, p)
            case .curve(let p, let c1, let c2): add("C", c1, c2, p)
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    /// `value` with at most 3 decimals, no trailing zeros, no `-0`.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            let integer = Int(rounded)
            return String(integer)
        }
        var text = String(rounded)
        if text.contains("e") { text = String(format: "%.3f", rounded) }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
