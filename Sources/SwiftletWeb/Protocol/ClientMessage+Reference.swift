import Foundation

extension ClientMessage {
    /// The `ref` of a message the session rejects, so that its error frame answers the
    /// event the page is waiting for (the page marks a control busy until its reply arrives).
    ///
    /// A message within `limits.maxMessageBytes` is read as JSON for its `ref` alone (whatever else
    /// is wrong with it); a larger one is not parsed, and only a `ref` written first
    /// (`{"ref":12,…`, as swiftlet.js writes every event) is read from its first bytes. `nil` when
    /// there is none, or it is not a whole number from 0 to 2⁵³. Never throws or traps.
    static func reference(in text: String, limits: Limits) -> Int? {
        let ref: Int?
        if text.utf8.count <= limits.maxMessageBytes {
            ref = (try? JSONDecoder().decode(ReferenceOnly.self, from: Data(text.utf8)))?.ref
        } else {
            ref = leadingReference(text.utf8)
        }
        guard let ref, (0...Self.largestReference).contains(ref) else { return nil }
        return ref
    }

    /// The largest ref read back: the largest integer a browser's number holds exactly.
    static let largestReference = 9_007_199_254_740_991

    /// The `ref` of a message that starts `{"ref":DIGITS,` or `{"ref":DIGITS}`; at most 16 digits.
    private static func leadingReference(_ bytes: String.UTF8View) -> Int? {
        let prefix = Array(#"{"ref":"#.utf8)
        var index = bytes.startIndex
        for expected in prefix {
            guard index != bytes.endIndex, bytes[index] == expected else { return nil }
            index = bytes.index(after: index)
        }
        var value = 0
        var digits = 0
        while index != bytes.endIndex, digits <= 16 {
            let byte = bytes[index]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") { return digits > 0 ? value : nil }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            index = bytes.index(after: index)
        }
        return nil
    }

    /// A message read for its `ref` only; every other key is ignored.
    private struct ReferenceOnly: Decodable {
        var ref: Int?
    }
}
