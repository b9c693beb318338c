/// The mounted tree of one root view and its update engine, as hosts see it.
///
/// Lives on the main actor. A host creates one per screen or browser session, reads `tree` for the
/// first render, receives each tick's operations through `onTick`, sends input with `send(_:)` and
/// calls `unmount()` when the screen goes away (every task the tree owns is cancelled then).
///
/// Placeholder: the engine replaces this implementation, keeping the API.
@MainActor
public final class ViewGraph {
    /// The current rendered tree (the root node has kind `.root`).
    public private(set) var tree: RenderNode

    /// Called once per tick that produced operations, after the tick completed.
    public var onTick: ((TickUpdate) -> Void)?

    /// Mounts `root` (evaluating each body exactly once) and renders the initial tree.
    public init<Root: View>(_ root: Root) {
        _ = root
        tree = RenderNode(id: NodeID(0), kind: .root)
    }

    /// Applies one host event; the resulting tick runs on the main actor as usual.
    public func send(_ event: HostEvent) throws {
        throw HostEventError.unknownNode(Self.nodeID(of: event))
    }

    /// Runs ticks until nothing is dirty and every ready task has reached a suspension point.
    public func settle() async {}

    /// Removes the tree; cancels every task it owns within this call.
    public func unmount() {}

    private static func nodeID(of event: HostEvent) -> NodeID {
        switch event {
        case .tap(let id), .input(let id, _), .submit(let id), .toggle(let id, _), .select(let id, _),
            .refresh(let id), .visibleRange(let id, _), .navigateBack(let id):
            return id
        }
    }
}
