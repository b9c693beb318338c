/// Identifies one rendered node for as long as it stays mounted.
///
/// Ids are assigned by the engine when a node is inserted and are never reused within one
/// `ViewGraph`, so a host may key its own objects (DOM elements, terminal cells) by them.
@_spi(SwiftletHost) public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The hash of the raw value, by the standard library's one-word path for `Int` keys: ids key
    /// the engine's and the hosts' node tables, which a tick of 1,000 new rows writes 5,000 times.
    public func _rawHashValue(seed: Int) -> Int { rawValue._rawHashValue(seed: seed) }

    public var description: String { "n\(rawValue)" }
}
