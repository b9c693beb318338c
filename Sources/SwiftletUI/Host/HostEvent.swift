import Foundation

/// Input a host sends to the engine, addressed by node id.
@_spi(SwiftletHost) public enum HostEvent: Sendable, Equatable {
    /// A click on a `Button` (or a navigation link rendered as a button).
    case tap(NodeID)
    /// The new full text of a `TextField`.
    case input(NodeID, String)
    /// Return pressed in a `TextField` (`onSubmit`).
    case submit(NodeID)
    /// The new value of a `Toggle`.
    case toggle(NodeID, Bool)
    /// A selection by name: a sheet's detent (`medium`, `large`). Other nodes refuse it (there is no
    /// `Picker` yet).
    case select(NodeID, String)
    /// Pull-to-refresh on a node that carries `.refreshable` (or any of its ancestors).
    case refresh(NodeID)
    /// The rows of a lazy container (`LazyVStack`, `List`) that are visible now.
    case visibleRange(NodeID, Range<Int>)
    /// The back control of a `NavigationStack`.
    case navigateBack(NodeID)
    /// The control took (`true`) or lost (`false`) the keyboard focus: writes its `.focused` state.
    case focus(NodeID, Bool)
    /// A gesture the host recognised on the node: runs the gestures attached to it (`.onTapGesture`,
    /// `.gesture(DragGesture()…)`, `.onHover`, …). See `GestureInput`.
    case gesture(NodeID, GestureInput)
    /// The laid-out size the host measured for the node's element (its content box, in points),
    /// for the nodes that ask for it (shapes, `GeometryReader`, `.onGeometryChange`). A NaN,
    /// infinite or negative size is refused with `invalidValue`.
    case size(NodeID, CGSize)
    /// Where the host placed the node's element, for the nodes that asked for a position
    /// (`GeometryProxy.frame(in:)` with `.global` or a named space): see `GeometryPlacement`.
    /// A NaN or infinite coordinate, or more than 8 spaces, is refused with `invalidValue`.
    case placement(NodeID, GeometryPlacement)
}

/// Where a measured element is: its top-leading corner in the window (`.global`) and in each
/// enclosing named coordinate space, keyed by the node that named the space
/// (`.coordinateSpace(name:)`; the nearest first).
@_spi(SwiftletHost) public struct GeometryPlacement: Equatable, Sendable {
    /// The corner in the window's space (in the browser, the viewport's).
    public var global: CGPoint
    /// The corner in each enclosing named space, by the render node that named it.
    public var spaces: [NodeID: CGPoint]

    /// A placement at `global`, and at `spaces` in named spaces.
    public init(global: CGPoint, spaces: [NodeID: CGPoint] = [:]) {
        self.global = global
        self.spaces = spaces
    }
}

/// Why the engine refused an event. Hosts log it; it never affects other sessions.
@_spi(SwiftletHost) public enum HostEventError: Error, Sendable, Equatable {
    case unknownNode(NodeID)
    case notApplicable(NodeID, String)
    /// The control cannot hold the value the host sent (text into a number field, NaN, a value
    /// outside the range, a malformed date): the bound value is unchanged, and the control says its
    /// shown value again in the next tick so the host shows the last valid one.
    case invalidValue(NodeID, String)
}
