import Foundation
@_spi(SwiftletHost) import SwiftletUI

// The browser's measured sizes, `{"ev":"size","sizes":[[id,w,h],…]}`.
extension ClientMessage {
    /// The most sizes one message may carry.
    static let maxSizesPerMessage = 1_024

    /// The `.size` events of a `size` message. Each entry is a node id (a whole number ≥ 0) and a
    /// width and height in CSS pixels; anything else is malformed. (Negative sizes reach the engine,
    /// which refuses them with `invalidValue`.)
    static func measuredSizes(_ sizes: [[Double]]?) throws(ClientMessageError) -> [HostEvent] {
        guard let sizes else { throw .malformed("size needs \"sizes\": [[id, width, height], …]") }
        guard sizes.count <= maxSizesPerMessage else {
            throw .malformed("size of \(sizes.count) entries exceeds \(maxSizesPerMessage)")
        }
        var events: [HostEvent] = []
        events.reserveCapacity(sizes.count)
        for entry in sizes {
            guard entry.count == 3, let id = Int(exactly: entry[0]), id >= 0 else {
                throw .malformed("each size is [id, width, height] with a whole node id >= 0")
            }
            events.append(.size(NodeID(id), CGSize(width: entry[1], height: entry[2])))
        }
        return events
    }

    /// The `.placement` events of a `place` message: `[[id, x, y, spaceID, x, y, …], …]`, a node
    /// id, its element's top-leading corner in the viewport, then up to 8 enclosing named spaces,
    /// each its node id and the corner in it. Anything else is malformed; out-of-range numbers reach
    /// the engine, which refuses them with `invalidValue`.
    static func measuredPlacements(_ places: [[Double]]?) throws(ClientMessageError) -> [HostEvent] {
        guard let places else { throw .malformed("place needs \"places\": [[id, x, y, space, x, y, …], …]") }
        guard places.count <= maxSizesPerMessage else {
            throw .malformed("place of \(places.count) entries exceeds \(maxSizesPerMessage)")
        }
        var events: [HostEvent] = []
        events.reserveCapacity(places.count)
        for entry in places {
            guard entry.count >= 3, entry.count <= 3 + 3 * 8, entry.count % 3 == 0, let id = Int(exactly: entry[0]),
                id >= 0
            else {
                throw .malformed("each place is [id, x, y] and up to 8 [space, x, y] with whole node ids >= 0")
            }
            var spaces: [NodeID: CGPoint] = [:]
            for start in stride(from: 3, to: entry.count, by: 3) {
                guard let space = Int(exactly: entry[start]), space >= 0 else {
                    throw .malformed("a space of a place is a whole node id >= 0")
                }
                spaces[NodeID(space)] = CGPoint(x: entry[start + 1], y: entry[start + 2])
            }
            events.append(
                .placement(NodeID(id), GeometryPlacement(global: CGPoint(x: entry[1], y: entry[2]), spaces: spaces)))
        }
        return events
    }
}
