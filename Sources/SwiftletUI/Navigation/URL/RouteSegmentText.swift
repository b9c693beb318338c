import Foundation

/// The text of one URL path segment: percent-encoding and strict decoding, with the bounds every
/// segment of a navigation URL keeps (see docs/web/urls.md).
///
/// Decoding refuses what could make a wrong value reach an app: a `%` not followed by two hex
/// digits, bytes that are not well-formed UTF-8 (overlong forms included), control characters (NUL
/// among them), raw characters outside printable ASCII, and the dot segments `.` and `..` (which
/// browsers would resolve away).
@_spi(SwiftletHost) public enum RouteSegmentText {
    /// The longest segment accepted or produced, in bytes of its percent-encoded form.
    public static let maxSegmentBytes = 256
    /// The most segments (pushed screens) a navigation URL carries.
    public static let maxDepth = 16
    /// The longest path and query accepted from a client, in bytes.
    public static let maxPathBytes = 2048

    /// Bytes written as themselves: letters, digits and `-._~!$'()*+,;=@`. Everything else (`/`, `%`,
    /// `:`, `?`, `#`, spaces, any non-ASCII byte) is percent-encoded.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$'()*+,;=@".utf8.contains(byte)
        }
    }

    /// `text` percent-encoded as one segment; `nil` when it cannot be a segment (empty, a dot
    /// segment, a control character, or longer than ``maxSegmentBytes`` once encoded).
    public static func encode(_ text: String) -> String? {
        guard !text.isEmpty, text != ".", text != "..", !text.unicodeScalars.contains(where: isControl) else {
            return nil
        }
        var out = ""
        for byte in text.utf8 {
            if isPlain(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += String(format: "%%%02X", byte)
            }
            if out.utf8.count > maxSegmentBytes { return nil }
        }
        return out
    }

    /// The text of the percent-encoded segment `raw`, or `nil` when it is malformed (see the type's
    /// summary) or longer than ``maxSegmentBytes``.
    public static func decode(_ raw: Substring) -> String? {
        guard !raw.isEmpty, raw.utf8.count <= maxSegmentBytes else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        var iterator = raw.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            } else {
                guard byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "/"), byte != UInt8(ascii: "?"),
                    byte != UInt8(ascii: "#")
                else { return nil }
                bytes.append(byte)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self), text != ".", text != "..",
            !text.unicodeScalars.contains(where: isControl)
        else { return nil }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
