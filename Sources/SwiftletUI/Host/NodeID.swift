/// Identifies one rendered node for as long as it stays mounted.
///
/// Ids are assigned by the engine when a node is inserted and are never reused within one
/// `ViewGraph`, so a host may key its own objects (DOM elements, terminal cells) by them.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "n\(rawValue)" }
}
