import SwiftletUI

/// Appends compact JSON to a string. Used for frames, where field order and size matter and
/// `JSONEncoder`'s key sorting and escaping of `/` would only add bytes.
struct JSONWriter {
    private(set) var output = ""

    mutating func raw(_ text: String) { output += text }

    mutating func int(_ value: Int) { output += String(value) }

    /// Writes `value` as a JSON string: quotes, backslashes and control characters are escaped, and so
    /// are `<`, `>` and `&` so a frame can never be mistaken for markup if it is ever logged into HTML.
    mutating func string(_ value: String) {
        output += "\""
        if !Self.needsEscaping(value) {
            // Ids, class names and most labels: appended whole instead of scalar by scalar.
            output += value
            output += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"
            case ">": output += "\\u003e"
            case "&": output += "\\u0026"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
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
        }
        raw("]")
    }
}
