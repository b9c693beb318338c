/// What a `Range` request header asks of a resource of a known size (RFC 9110 §14).
///
/// Only the `bytes` unit and only the first range of a list are honoured. A header that does not
/// parse, or uses another unit, is ignored (the whole resource is served), as the RFC allows.
package enum ByteRange: Equatable, Sendable {
    /// No usable range: serve the whole resource with 200.
    case whole
    /// Serve these bytes (inclusive bounds, already clamped to the resource) with 206.
    case partial(ClosedRange<Int>)
    /// A syntactically valid range that selects nothing: answer 416 with `bytes */size`.
    case unsatisfiable

    /// Resolves `header` (the raw `Range` value, or `nil`) against a resource of `size` bytes.
    /// Never traps: numbers too large for `Int` saturate.
    package init(header: String?, size: Int) {
        guard let header else {
            self = .whole
            return
        }
        // Parsed on UTF-8 bytes: every character that matters here is ASCII.
        let trimmed = Self.trimmingSpaces(header.utf8[...])
        guard let equals = trimmed.firstIndex(of: UInt8(ascii: "=")),
            Self.trimmingSpaces(trimmed[..<equals]).elementsEqual("bytes".utf8, by: { $0 | 0x20 == $1 })
        else {
            self = .whole
            return
        }
        let list = trimmed[trimmed.index(after: equals)...]
        let spec = Self.trimmingSpaces(list[..<(list.firstIndex(of: UInt8(ascii: ",")) ?? list.endIndex)])
        guard let dash = spec.firstIndex(of: UInt8(ascii: "-")) else {
            self = .whole
            return
        }
        let startText = spec[..<dash]
        let endText = spec[spec.index(after: dash)...]
        switch (Self.number(startText), Self.number(endText)) {
        case (let start?, let end?):
            guard start <= end else {
                self = .whole
                return
            }
            self = start < size ? .partial(start...min(end, size - 1)) : .unsatisfiable
        case (let start?, nil) where endText.isEmpty:
            self = start < size ? .partial(start...(size - 1)) : .unsatisfiable
        case (nil, let suffix?) where startText.isEmpty:
            self = suffix > 0 && size > 0 ? .partial(max(0, size - suffix)...(size - 1)) : .unsatisfiable
        default:
            self = .whole
        }
    }

    /// `bytes` without leading and trailing spaces and tabs.
    private static func trimmingSpaces(_ bytes: Substring.UTF8View) -> Substring.UTF8View {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let start = bytes.firstIndex { !isBlank($0) } ?? bytes.endIndex
        let end = bytes.lastIndex { !isBlank($0) }.map { bytes.index(after: $0) } ?? start
        return bytes[start..<Swift.max(start, end)]
    }

    /// A non-negative decimal number; saturates at `Int.max`; `nil` for empty or non-digit text.
    private static func number(_ text: Substring.UTF8View) -> Int? {
        guard !text.isEmpty else { return nil }
        var value = 0
        for character in text {
            guard character >= UInt8(ascii: "0"), character <= UInt8(ascii: "9") else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(character - UInt8(ascii: "0")))
            if overflow1 || overflow2 { return Int.max }
            value = sum
        }
        return value
    }
}
