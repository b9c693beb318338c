import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// Laying views out the way the browser does: shapes, `GeometryReader` and `.onGeometryChange`
/// ask their host for their size (attribute `measure`), and the host reports it with a `size`
/// event. The headless host has no layout of its own; a test says the sizes.
extension HeadlessHost {
    /// The nodes that ask for their size (and, with `measure` `position`, their position), in tree order.
    @_spi(SwiftletHost) public var measuredNodes: [RenderNode] {
        var found: [RenderNode] = []
        func walk(_ node: RenderNode) {
            if node.attributes[.measure] != nil { found.append(node) }
            for child in node.children { walk(child) }
        }
        walk(graph.tree)
        return found
    }

    /// Reports that node `id`'s element is at `global` in the window and at `spaces` in the named
    /// coordinate spaces around it (keyed by the node that named each), as the browser would for a
    /// node whose `measure` is `position`, then settles.
    @_spi(SwiftletHost) public func place(_ id: NodeID, at global: CGPoint, spaces: [NodeID: CGPoint] = [:])
        async throws
    {
        try await send(.placement(id, GeometryPlacement(global: global, spaces: spaces)))
    }

    /// The node that names a coordinate space (`.coordinateSpace(name:)`), the first in tree order.
    @_spi(SwiftletHost) public var coordinateSpaceNode: RenderNode? {
        func find(_ node: RenderNode) -> RenderNode? {
            if node.attributes[.coordinateSpace] != nil { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return find(graph.tree)
    }

    /// Reports that node `id` was laid out at `size` (as the browser's measurement would), then settles.
    @_spi(SwiftletHost) public func resize(_ id: NodeID, to size: CGSize) async throws {
        try await send(.size(id, size))
    }

    /// Reports `size` for every node that asks for its size, then settles.
    public func layOut(_ size: CGSize) async throws {
        for node in measuredNodes { try graph.send(.size(node.id, size)) }
        await settle()
    }
}
