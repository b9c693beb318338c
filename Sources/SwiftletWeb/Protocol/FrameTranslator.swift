@_spi(SwiftletHost) import SwiftletUI

/// Turns one graph's ticks into wire frames outside a session: what a `WebSession` does for its
/// socket, for benchmarks and other transports. Not thread-safe; use it where the ticks arrive.
@_spi(SwiftletHost) public struct FrameTranslator {
    private var shadow: ShadowTree

    /// A translator whose browser starts from `tree`.
    public init(_ tree: RenderNode) {
        shadow = ShadowTree(tree)
    }

    /// The tick frame for `update`. Throws `FrameTranslationError.unknownNode` when an operation
    /// names a node the translator has not seen (the caller should then send a render frame).
    public mutating func frame(for update: TickUpdate, sequence: Int, replyTo refs: [Int] = [])
        throws(FrameTranslationError) -> ServerFrame
    {
        defer { shadow.releaseRetired() }
        do {
            return .tick(sequence: sequence, changes: try shadow.apply(update), replyTo: refs)
        } catch {
            throw .unknownNode(error.id)
        }
    }
}

/// Why a tick could not be translated.
@_spi(SwiftletHost) public enum FrameTranslationError: Error, Equatable, Sendable {
    case unknownNode(NodeID)
}
