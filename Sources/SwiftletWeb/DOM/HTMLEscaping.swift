/// Escapes untrusted strings for the two places the host writes them into HTML.
///
/// Every text and attribute value the host emits goes through here, so a chat message such as
/// `<script>alert(1)</script>` is shown as text and never parsed as markup.
@_spi(SwiftletHost) public enum HTMLEscaping {
    /// Escapes `&`, `<` and `>` for use as element content.
    public static func text(_ string: String) -> String {
        escape(string, quotes: false)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for use inside a double-quoted attribute value.
    public static func attribute(_ string: String) -> String {
        escape(string, quotes: true)
    }

    private static func escape(_ string: String, quotes: Bool) -> String {
        guard string.utf8.contains(where: { needsEscape($0, quotes: quotes) }) else { return string }
        var result = ""
        result.reserveCapacity(string.utf8.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ byte: UInt8, quotes: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): true
        case UInt8(ascii: "\""), UInt8(ascii: "'"): quotes
        default: false
        }
    }
}
