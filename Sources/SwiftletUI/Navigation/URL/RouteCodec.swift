import Foundation
import Synchronization

/// How values of one `Hashable` type travel in a navigation URL segment and in
/// ``NavigationPath/CodableRepresentation``.
///
/// A value whose type is `LosslessStringConvertible` is its `description`, percent-encoded (`42`,
/// `AAPL`, `true`, `a%2Fb` for `"a/b"`). A `Codable` value whose JSON form is a string or a number is
/// that string or number (`UUID`s, enums with raw values); any other `Codable` value (a struct, an
/// enum with payloads) is `~` followed by its JSON in base64url. Values of other types, or whose
/// segment would be longer than `RouteSegmentText.maxSegmentBytes`, have no segment.
///
/// A value read from a client must be able to name one screen: a non-finite number (`nan`, `inf`)
/// and any value that is not equal to itself (a struct holding a NaN) are refused, as a URL segment
/// and as JSON alike; a value that never equals itself would remount its screen on every update.
protocol RouteCoding: Sendable {
    /// The type's name as a URL shows it (`String(describing:)`).
    var typeName: String { get }
    /// The type's fully qualified name (`String(reflecting:)`), written by `NavigationPath.codable`.
    var qualifiedName: String { get }
    /// Whether the type is `Codable` (so a `NavigationPath` holding it has a codable representation).
    var isCodable: Bool { get }
    /// The percent-encoded segment of `value`, or `nil` when it has none.
    func segment(for value: AnyHashable) -> String?
    /// The value the percent-encoded segment `raw` stands for, or `nil` when it is not one.
    func value(fromSegment raw: Substring) -> AnyHashable?
    /// The JSON text of `value` (`Codable` types only).
    func json(for value: AnyHashable) -> String?
    /// The value of the JSON text `json` (`Codable` types only).
    func value(fromJSON json: String) -> AnyHashable?
}

/// The codec of `D`: a stateless value, so it is `Sendable` whatever `D` is.
struct TypedRouteCodec<D: Hashable>: RouteCoding {
    var typeName: String { String(describing: D.self) }
    var qualifiedName: String { String(reflecting: D.self) }
    var isCodable: Bool { D.self is any Codable.Type }
    /// Whether values are written as text (`LosslessStringConvertible`) rather than as JSON.
    var isText: Bool { D.self is any LosslessStringConvertible.Type }

    /// Marks a base64url JSON segment.
    private static var jsonMark: Character { "~" }

    func segment(for value: AnyHashable) -> String? {
        guard let typed = value.base as? D else { return nil }
        if let text = typed as? any LosslessStringConvertible {
            return RouteSegmentText.encode(text.description)
        }
        guard let json = json(for: value) else { return nil }
        if let scalar = Self.scalarText(ofJSON: json) { return RouteSegmentText.encode(scalar) }
        let encoded =
            "~"
            + Data(json.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return encoded.utf8.count <= RouteSegmentText.maxSegmentBytes ? encoded : nil
    }

    func value(fromSegment raw: Substring) -> AnyHashable? {
        if isText {
            guard let text = RouteSegmentText.decode(raw),
                let type = D.self as? any LosslessStringConvertible.Type, let value = type.init(text) as? D,
                Self.canNameAScreen(value)
            else { return nil }
            return AnyHashable(value)
        }
        guard isCodable else { return nil }
        if raw.first == Self.jsonMark {
            guard raw.utf8.count <= RouteSegmentText.maxSegmentBytes else { return nil }
            var base64 = raw.dropFirst().replacingOccurrences(of: "-", with: "+").replacingOccurrences(
                of: "_", with: "/")
            while base64.utf8.count % 4 != 0 { base64 += "=" }
            guard let data = Data(base64Encoded: base64), let json = String(data: data, encoding: .utf8) else {
                return nil
            }
            return value(fromJSON: json)
        }
        guard let text = RouteSegmentText.decode(raw) else { return nil }
        // A number or a literal first (an `Int`, a `Double` or an `Int` raw value), then the text as
        // a JSON string (a `String` raw value, a `UUID`).
        if Self.isJSONScalarLiteral(text), let value = value(fromJSON: text) { return value }
        guard let quoted = try? JSONEncoder().encode(text), let json = String(data: quoted, encoding: .utf8) else {
            return nil
        }
        return value(fromJSON: json)
    }

    func json(for value: AnyHashable) -> String? {
        guard let encodable = value.base as? D as? any Encodable else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(encodable) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    func value(fromJSON json: String) -> AnyHashable? {
        guard let type = D.self as? any Decodable.Type,
            let decoded = Self.decode(type, from: Data(json.utf8)) as? D, Self.canNameAScreen(decoded)
        else { return nil }
        return AnyHashable(decoded)
    }

    /// Whether `value` can identify a screen: it equals itself, and is not an infinite number.
    static func canNameAScreen(_ value: D) -> Bool {
        guard value == value else { return false }
        if let number = value as? any BinaryFloatingPoint { return Self.isFinite(number) }
        return true
    }

    private static func isFinite(_ number: some BinaryFloatingPoint) -> Bool { number.isFinite }

    private static func decode<T: Decodable>(_ type: T.Type, from data: Data) -> Any? {
        try? JSONDecoder().decode(type, from: data)
    }

    /// The text of a JSON string or number (a segment shows it as itself), or `nil` for objects,
    /// arrays, literals and strings that start with the JSON mark or would not be a segment.
    private static func scalarText(ofJSON json: String) -> String? {
        if json.first == "\"" {
            guard let data = json.data(using: .utf8), let text = try? JSONDecoder().decode(String.self, from: data),
                text.first != jsonMark, !isJSONScalarLiteral(text)
            else { return nil }
            return text
        }
        return isJSONScalarLiteral(json) ? json : nil
    }

    /// Whether `text` reads as a JSON number, `true` or `false`.
    static func isJSONScalarLiteral(_ text: String) -> Bool {
        if text == "true" || text == "false" { return true }
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || (0x30...0x39).contains(first) else {
            return false
        }
        return text.utf8.allSatisfy { (0x30...0x39).contains($0) || "-+.eE".utf8.contains($0) }
    }
}

/// The codecs of the value types this process has seen pushed, registered as destinations or put in
/// a `NavigationPath`: by type (to write segments) and by qualified name (to read
/// ``NavigationPath/CodableRepresentation``).
enum RouteCodecs {
    private struct Table {
        var byType: [ObjectIdentifier: any RouteCoding] = [:]
        var byQualifiedName: [String: any RouteCoding] = [:]
    }

    private static let table = Mutex(Table())

    /// Registers (once) and returns the codec of `D`.
    @discardableResult
    static func register<D: Hashable>(_ type: D.Type) -> any RouteCoding {
        let key = ObjectIdentifier(type)
        return table.withLock { table in
            if let known = table.byType[key] { return known }
            let codec = TypedRouteCodec<D>()
            table.byType[key] = codec
            table.byQualifiedName[codec.qualifiedName] = codec
            return codec
        }
    }

    /// The codec of the type of `value.base`, if that type was registered.
    static func codec(for value: AnyHashable) -> (any RouteCoding)? {
        codec(forType: type(of: value.base))
    }

    /// The codec of `type`, if it was registered.
    static func codec(forType type: Any.Type) -> (any RouteCoding)? {
        let key = ObjectIdentifier(type)
        return table.withLock { $0.byType[key] }
    }

    /// The codec of the type `key` identifies, if it was registered.
    static func codec(forKey key: ObjectIdentifier) -> (any RouteCoding)? {
        table.withLock { $0.byType[key] }
    }

    /// The codec registered for the qualified type name `name`.
    static func codec(qualifiedName name: String) -> (any RouteCoding)? {
        table.withLock { $0.byQualifiedName[name] }
    }
}
