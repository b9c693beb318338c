/// Client-controlled text made safe for a log line or an error frame: at most ``maxBytes`` bytes of
/// UTF-8 (cut at a character boundary, with `…` appended when cut) and no raw control characters
/// (`\n`, `\r`, `\t` and every other C0/C1 control or line/paragraph separator is written as
/// `\u{…}`), so a value sent by a browser can neither forge a log line nor make a huge one.
@_spi(SwiftletHost) public enum LogSafeText {
    /// The longest escaped text kept, in bytes.
    public static let maxBytes = 200

    /// `text`, escaped and truncated; `-` for `nil`.
    public static func escaped(_ text: String?) -> String {
        guard let text else { return "-" }
        var result = ""
        var bytes = 0
        for scalar in text.unicodeScalars {
            let piece = isControl(scalar) ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            let size = piece.utf8.count
            if bytes + size > maxBytes {
                result += "…"
                return result
            }
            result += piece
            bytes += size
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || value == 0x5C
    }
}
