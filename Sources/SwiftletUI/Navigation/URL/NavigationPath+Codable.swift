import Foundation

extension NavigationPath {
    /// A `Codable` form of a path whose values are all `Codable`, as in SwiftUI: keep it (in
    /// `@SceneStorage`, a file, a URL) and rebuild the path with `NavigationPath(_:)`.
    ///
    /// Encoded as an array of pairs, each the value's fully qualified type name and its JSON text,
    /// root first. Decoding finds the type among the value types this process has registered (every
    /// type a `NavigationPath` held, a `NavigationLink(value:)` pushed or a
    /// `.navigationDestination(for:)` declared).
    ///
    /// Bounded like a navigation URL, since it may come from a client (`@SceneStorage`): decoding
    /// throws for more than `RouteSegmentText.maxDepth` values or a value whose JSON text is over
    /// ``maxValueBytes`` bytes.
    public struct CodableRepresentation: Codable, Equatable, Sendable {
        /// The values as (qualified type name, JSON text), root first.
        let items: [Item]

        struct Item: Codable, Equatable, Sendable {
            let type: String
            let json: String
        }

        init(items: [Item]) { self.items = items }

        /// The longest JSON text of one value that decoding accepts: 4 KiB.
        public static let maxValueBytes = 4096

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var items: [Item] = []
            while !container.isAtEnd {
                guard items.count < RouteSegmentText.maxDepth else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "more than \(RouteSegmentText.maxDepth) values")
                }
                let type = try container.decode(String.self)
                guard !container.isAtEnd else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "a type name without its value")
                }
                let json = try container.decode(String.self)
                guard type.utf8.count <= Self.maxValueBytes, json.utf8.count <= Self.maxValueBytes else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "a value longer than \(Self.maxValueBytes) bytes")
                }
                items.append(Item(type: type, json: json))
            }
            self.items = items
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items {
                try container.encode(item.type)
                try container.encode(item.json)
            }
        }
    }

    /// The path in a `Codable` form, or `nil` when one of its values is not `Codable`.
    public var codable: CodableRepresentation? {
        var items: [CodableRepresentation.Item] = []
        for element in elements {
            guard let codec = RouteCodecs.codec(for: element), codec.isCodable, let json = codec.json(for: element)
            else { return nil }
            items.append(.init(type: codec.qualifiedName, json: json))
        }
        return CodableRepresentation(items: items)
    }

    /// The path `codable` describes, up to the first value whose type this process does not know or
    /// that does not decode as its type (the deepest screen that can be rebuilt, as for a URL).
    public init(_ codable: CodableRepresentation) {
        var elements: [AnyHashable] = []
        for item in codable.items {
            guard let value = RouteCodecs.codec(qualifiedName: item.type)?.value(fromJSON: item.json) else { break }
            elements.append(value)
        }
        self.init(elements: elements)
    }
}
