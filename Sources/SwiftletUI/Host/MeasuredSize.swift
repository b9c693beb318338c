import Foundation

// The measured size a host reports (`HostEvent.size`).
//
// The browser host observes every element marked `measure` (shapes, `GeometryReader`,
// `.onGeometryChange`) with one ResizeObserver and reports its content box when it changes. The
// element node keeps the size; a shape or geometry reader describes itself again (no `body` runs
// for it), and each `.onGeometryChange` around the node computes its value and calls its action
// when the value changed.
extension ViewGraph {
    /// The largest side a host may report, in points.
    static let maximumMeasuredLength: CGFloat = 1_000_000

    /// Stores `size` for `node`'s rendered element and tells the nodes that read it.
    func receiveSize(_ size: CGSize, for node: Node) throws {
        let id = node.renderID
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
            size.width <= Self.maximumMeasuredLength, size.height <= Self.maximumMeasuredLength
        else {
            reportBadGeometry("a host reported the size \(size.width) × \(size.height) for node \(id.rawValue)")
            throw HostEventError.invalidValue(id, "a size must be finite, not negative and at most 1000000")
        }
        if let element = node as? ElementNode, element.measuredSize != size {
            element.measuredSize = size
            if element.kind == .shape || element.kind == .geometryReader { element.invalidate(.input) }
        }
        // `.onGeometryChange` and custom `.clipShape` modifiers share the node's rendered element.
        var current = node.parent
        while let ancestor = current, ancestor.renderID == id {
            if let modifier = ancestor as? ModifierNode, let receiver = modifier.modifier as? any SizeReceivingModifier
            {
                receiver.receive(Self.geometryProxy(size: size, for: modifier), node: modifier)
            }
            current = ancestor.parent
        }
    }

    /// Records a `badGeometry` diagnostic, the first time only.
    func reportBadGeometry(_ message: String) {
        guard !reportedOnce.badGeometry else { return }
        reportedOnce.badGeometry = true
        report(.badGeometry, message)
    }
}
