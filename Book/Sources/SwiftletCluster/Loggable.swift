/// A value from the network made safe for a log line or an error message: at most 200 bytes of
/// its description, control characters escaped (so it cannot forge or split lines).
struct Loggable: CustomStringConvertible {
    static let limit = 200

    let description: String

    init(_ value: Any) {
        let text = "\(value)"
        var result = ""
        var bytes = 0
        for scalar in text.unicodeScalars {
            let piece = scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
            bytes += piece.utf8.count
            guard bytes <= Self.limit else {
                result += "…"
                break
            }
            result += piece
        }
        description = result
    }
}
