@_spi(SwiftletHost) import SwiftletUI

/// Appends compact JSON to a byte buffer. Used for frames, where field order and size matter and
/// `JSONEncoder`'s key sorting and escaping of `/` would only add bytes. Bytes, not a `String`
/// grown piece by piece: a frame of 1,000 new rows is half a megabyte, and appending to a string
/// was half of writing it.
struct JSONWriter {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(256) }

    /// The JSON written so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `text` as it is (JSON punctuation and keys).
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func int(_ value: Int) { append(String(value)) }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private mutating func append(_ byte: UInt8) { bytes.append(byte) }

    /// Writes `value` as a JSON string: quotes, backslashes and control characters are escaped, and so
    /// are `<`, `>` and `&` so a frame can never be mistaken for markup if it is ever logged into HTML.
    mutating func string(_ value: String) {
        append(UInt8(ascii: "\""))
        if !Self.needsEscaping(value) {
            // Ids, class names and most labels: appended whole instead of scalar by scalar.
            append(value)
            append(UInt8(ascii: "\""))
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": raw("\\\"")
            case "\\": raw("\\\\")
            case "\n": raw("\\n")
            case "\r": raw("\\r")
            case "\t": raw("\\t")
            case "<": raw("\\u003c")
            case ">": raw("\\u003e")
            case "&": raw("\\u0026")
            case "\u{2028}": raw("\\u2028")
            case "\u{2029}": raw("\\u2029")
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    append(String(Character(scalar)))
                }
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// Whether `value` holds a character ``string(_:)`` escapes: a control character, `"`, `\`, `<`,
    /// `>`, `&`, or U+2028/U+2029 (whose UTF-8 starts with the byte 0xE2, checked conservatively).
    private static func needsEscaping(_ value: String) -> Bool {
        for byte in value.utf8 {
            switch byte {
            case 0..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                UInt8(ascii: "&"), 0xE2:
                return true
            default: continue
            }
        }
        return false
    }

    /// `{"tag":…,"attrs":[[name,value],…],"text":…,"kids":[…]}`; empty parts are left out.
    mutating func element(_ element: DOMElement) {
        raw("{\"tag\":")
        string(element.tag)
        if !element.attributes.isEmpty {
            raw(",\"attrs\":[")
            for (index, attribute) in element.attributes.enumerated() {
                if index > 0 { raw(",") }
                raw("[")
                string(attribute.name)
                raw(",")
                string(attribute.value)
                raw("]")
            }
            raw("]")
        }
        if let text = element.text {
            raw(",\"text\":")
            string(text)
        }
        if !element.children.isEmpty {
            raw(",\"kids\":[")
            for (index, child) in element.children.enumerated() {
                if index > 0 { raw(",") }
                self.element(child)
            }
            raw("]")
        }
        raw("}")
    }

    mutating func change(_ change: DOMChange) {
        switch change {
        case .setText(let target, let text):
            raw("[\"text\",")
            string(target)
            raw(",")
            string(text)
        case .setAttribute(let target, let name, let value):
            raw("[\"attr\",")
            string(target)
            raw(",")
            string(name)
            raw(",")
            string(value)
        case .removeAttribute(let target, let name):
            raw("[\"unattr\",")
            string(target)
            raw(",")
            string(name)
        case .insert(let parent, let index, let element):
            raw("[\"insert\",")
            int(parent.rawValue)
            raw(",")
            int(index)
            raw(",")
            self.element(element)
        case .remove(let id):
            raw("[\"remove\",")
            int(id.rawValue)
        case .removeChildren(let parent):
            raw("[\"clear\",")
            int(parent.rawValue)
        case .move(let id, let parent, let index):
            raw("[\"move\",")
            int(id.rawValue)
            raw(",")
            int(parent.rawValue)
            raw(",")
            int(index)
        case .beginAnimation(let timing): animation(timing)
        case .endAnimation: raw("[\"anim\"")
        }
        raw("]")
    }
}
