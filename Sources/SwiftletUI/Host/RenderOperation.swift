/// One targeted change to the rendered tree. The engine emits a flat, ordered list of these per tick;
/// applying them in order to the previous tree yields the new tree. Hosts never diff.
@_spi(SwiftletHost) public enum RenderOperation: Sendable, Equatable {
    /// Inserts `node` (with its whole subtree) as child number `index` of `parent`.
    case insert(parent: NodeID, index: Int, node: RenderNode)
    /// Removes the node and its subtree.
    case remove(NodeID)
    /// Moves an existing node to child number `index` of `parent` (indices after the removal of the node).
    case move(NodeID, parent: NodeID, index: Int)
    /// Replaces the node's text.
    case setText(NodeID, String)
    /// Adds or replaces one attribute.
    case setAttribute(NodeID, name: RenderAttribute, value: String)
    /// Removes one attribute.
    case removeAttribute(NodeID, name: RenderAttribute)
}

/// Everything one tick changed, in order, numbered so hosts can apply frames in sequence.
@_spi(SwiftletHost) public struct TickUpdate: Sendable, Equatable {
    /// The engine's tick counter (starts at 1 for the mount).
    public var tick: Int
    public var operations: [RenderOperation]
    /// The runs of `operations` that animate, in order and not overlapping; operations
    /// outside every run apply instantly (see docs/engine/animation.md).
    public var animations: [AnimatedOperations]
    /// The replies (`ViewGraph.send(_:reply:)`) of the events this tick shows the effect of, in the
    /// order the events came.
    public var answers: [Int]

    public init(
        tick: Int, operations: [RenderOperation], animations: [AnimatedOperations] = [], answers: [Int] = []
    ) {
        self.tick = tick
        self.operations = operations
        self.animations = animations
        self.answers = answers
    }
}
