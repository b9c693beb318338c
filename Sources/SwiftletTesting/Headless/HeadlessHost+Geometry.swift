import Foundation
import SwiftletUI

/// Laying views out the way the browser does: shapes, `GeometryReader` and `.onGeometryChange`
/// ask their host for their size (attribute `measure`), and the host reports it with a `size`
/// event. The headless host has no layout of its own; a test says the sizes.
extension HeadlessHost {
    /// The nodes that ask for their size, in tree order.
    public var measuredNodes: [RenderNode] {
        var found: [RenderNode] = []
        func walk(_ node: RenderNode) {
            if node.attributes["measure"] == "true" { found.append(node) }
            for child in node.children { walk(child) }
        }
        walk(graph.tree)
        return found
    }

    /// Reports that node `id` was laid out at `size` (as the browser's measurement would), then settles.
    public func resize(_ id: NodeID, to size: CGSize) async throws {
        try await send(.size(id, size))
    }

    /// Reports `size` for every node that asks for its size, then settles.
    public func layOut(_ size: CGSize) async throws {
        for node in measuredNodes { try graph.send(.size(node.id, size)) }
        await settle()
    }
}
