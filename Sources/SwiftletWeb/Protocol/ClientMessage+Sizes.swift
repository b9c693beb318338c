import Foundation
import SwiftletUI

// Shapes, paths and geometry: the browser's measured sizes, `{"ev":"size","sizes":[[id,w,h],…]}`.
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
}
