import Foundation

// Where a measured view is (`HostEvent.placement`).
//
// Positions cost a report whenever the page scrolls, so a view's host reports them only once the
// view asked: the first `GeometryProxy.frame(in:)` with `.global` or a named space marks the view
// `measure: position` (a `GeometryReader` describes itself again; an `.onGeometryChange` sets the
// attribute on its element), and from then on each report runs the reader's content or the
// modifier's value again, like a new size.

/// Where the host placed a measured view, and whether anything asked for it. Main actor.
@MainActor
final class MeasuredPlacement {
    /// The last placement the host reported.
    var placement: GeometryPlacement?
    /// Whether a `frame(in:)` asked for a position.
    private(set) var wanted = false
    /// True while the reader's own content closure runs (its description then says `position`).
    var describing = false
    /// Tells the host that a position is wanted, the first time one is asked outside `describing`.
    private let askHost: @MainActor () -> Void

    init(askHost: @escaping @MainActor () -> Void) { self.askHost = askHost }

    /// Records that a position was asked for.
    func need() {
        guard !wanted else { return }
        wanted = true
        if !describing { askHost() }
    }
}

/// The slot of an `.onGeometryChange` modifier's node that holds its element's placement
/// (`ViewGraph.modifierPlacement(of:)`).
private enum MeasuredPlacementSlot: NodeSlotKey {
    typealias Value = MeasuredPlacement
}

/// `.coordinateSpace(name:)`: marks the view's element as a space (`coordinateSpace`) whose
/// node views inside look up by name.
struct CoordinateSpaceModifier: BuiltinModifier {
    let name: AnyHashable

    var attributes: [RenderAttribute: String] { [.coordinateSpace: "true"] }
    func hasSameAttributes(as other: any BuiltinModifier) -> Bool { other is CoordinateSpaceModifier }
}

/// The render node of the nearest ancestor of `node` named `name` with `.coordinateSpace(name:)`.
@MainActor
func namedCoordinateSpace(_ name: AnyHashable, above node: Node) -> NodeID? {
    var current = node.parent
    while let ancestor = current {
        if let modifier = ancestor as? ModifierNode, let space = modifier.modifier as? CoordinateSpaceModifier,
            space.name == name
        {
            return ancestor.renderID
        }
        current = ancestor.parent
    }
    return nil
}

extension ViewGraph {
    /// The most named spaces one placement may carry.
    static let maximumPlacementSpaces = 8

    /// Stores `placement` for `node`'s rendered element and tells the views that read it.
    func receivePlacement(_ placement: GeometryPlacement, for node: Node) throws {
        let id = node.renderID
        let points = [placement.global] + Array(placement.spaces.values)
        guard placement.spaces.count <= Self.maximumPlacementSpaces,
            points.allSatisfy({
                $0.x.isFinite && $0.y.isFinite && abs($0.x) <= Self.maximumMeasuredLength
                    && abs($0.y) <= Self.maximumMeasuredLength
            })
        else {
            reportBadGeometry(
                "a host reported a position that is not finite, or too many spaces, for node \(id.rawValue)")
            throw HostEventError.invalidValue(id, "a position must be finite, within 1000000, with at most 8 spaces")
        }
        if let element = node as? ElementNode, let measured = element.measuredPlacement, measured.placement != placement
        {
            measured.placement = placement
            if element.kind == .geometryReader, measured.wanted { element.invalidate(.input) }
        }
        let size = (node as? ElementNode)?.measuredSize ?? .zero
        var current = node.parent
        while let ancestor = current, ancestor.renderID == id {
            if let modifier = ancestor as? ModifierNode, let change = modifier.modifier as? GeometryChangeModifier {
                let measured = Self.modifierPlacement(of: modifier)
                if measured.placement != placement {
                    measured.placement = placement
                    change.receive(Self.geometryProxy(size: size, for: modifier), node: modifier)
                }
            }
            current = ancestor.parent
        }
    }

    /// The proxy an `.onGeometryChange` computes its value from: the size, its element's last
    /// placement, and a way to ask for positions (which sets `measure: position` on the element).
    static func geometryProxy(size: CGSize, for modifier: ModifierNode) -> GeometryProxy {
        GeometryProxy(
            size: size, placement: modifierPlacement(of: modifier),
            namedSpace: { [weak modifier] name in modifier.flatMap { namedCoordinateSpace(name, above: $0) } })
    }

    private static func modifierPlacement(of modifier: ModifierNode) -> MeasuredPlacement {
        if let existing = modifier.slots[MeasuredPlacementSlot.self] { return existing }
        let made = MeasuredPlacement { [weak modifier] in
            guard let modifier, modifier.isMounted else { return }
            // Kept with the node's measured attributes, so a render of the whole tree says it too.
            var measured = modifier.slots[MeasuredAttributesSlot.self] ?? [:]
            measured[.measure] = "position"
            modifier.slots[MeasuredAttributesSlot.self] = measured
            modifier.graph.operations.setAttribute(modifier.renderID, name: .measure, value: "position")
            modifier.graph.scheduleTick()
        }
        modifier.slots[MeasuredPlacementSlot.self] = made
        return made
    }
}
