import Foundation

/// The size and coordinate spaces of a `GeometryReader` (or of the view `.onGeometryChange` watches).
public struct GeometryProxy {
    /// The size the host measured (zero until it reported one).
    public let size: CGSize
    /// Where the host placed the view, and the record of whether a position was asked for.
    let placement: MeasuredPlacement?
    /// The node that named the nearest enclosing space of a name, if any.
    let namedSpace: (@MainActor (AnyHashable) -> NodeID?)?

    init(
        size: CGSize, placement: MeasuredPlacement? = nil, namedSpace: (@MainActor (AnyHashable) -> NodeID?)? = nil
    ) {
        self.size = size
        self.placement = placement
        self.namedSpace = namedSpace
    }

    /// The web has no safe area inside a view: zero on every edge.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The view's frame in `coordinateSpace`: `.local` at (0, 0); `.global` at the view's place in
    /// the window (the browser's viewport: it moves as the page or a scroll view scrolls); a
    /// `.named` space at the view's place in the nearest enclosing view named so with
    /// `.coordinateSpace(name:)` (or (0, 0) when there is none). The first call for `.global` or
    /// a named space asks the host to report the view's position, so until the next report the
    /// origin is (0, 0); from then on the host reports it whenever it changes (scrolling included),
    /// and the view's content runs again, like for a new size. Main actor.
    @MainActor public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            placement?.need()
            return CGRect(origin: placement?.placement?.global ?? .zero, size: size)
        case .named(let name):
            placement?.need()
            let space = namedSpace?(name)
            let origin = space.flatMap { placement?.placement?.spaces[$0] } ?? .zero
            return CGRect(origin: origin, size: size)
        }
    }

    /// The view's frame in `coordinateSpace` (`.local`, `.global`, `.named(_:)`); see `frame(in:)`.
    @MainActor public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

/// A container that takes all the space offered and gives its content the size it got.
///
/// The content is placed at the top leading corner. The browser reports the reader's laid-out size
/// (see docs/engine/events.md, "Measured size and position"); the content closure runs again when that size changes,
/// and the views it makes are compared and evaluated like any other values (so only those whose
/// values changed run their bodies). Until the first report the content sees a zero size.
public struct GeometryReader<Content: View>: View, ElementView {
    let content: (GeometryProxy) -> Content

    /// A reader whose content is made from its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public var body: Never { primitiveBody() }

    static var refreshesChildren: Bool { true }

    func describe(in node: ElementNode) -> ElementDescription {
        let placement = node.measuredPlacement ?? MeasuredPlacement { [weak node] in node?.invalidate(.input) }
        node.measuredPlacement = placement
        let proxy = GeometryProxy(
            size: node.measuredSize ?? .zero, placement: placement,
            namedSpace: { [weak node] name in node.flatMap { namedCoordinateSpace(name, above: $0) } })
        // The content depends on the measured size: a new size updates the children (also when
        // attribute modifiers folded into this node make its operations their own). Content that
        // asks for a position (now, or later from a child's body) has the host report it too.
        placement.describing = true
        let child = content(proxy)
        placement.describing = false
        return ElementDescription(
            kind: .geometryReader, attributes: [.measure: placement.wanted ? "position" : "true"], children: [child],
            refreshesChildren: true)
    }
}

/// The slot of an `.onGeometryChange` modifier's node that holds the value it reported last. The
/// value's type is the modifier's `T`, which its type does not name (the modifier is the same type
/// for every `T`), so the slot holds `Any` and the one read casts it to `T`: a value of another type
/// reads as none, and the new value replaces it.
private enum GeometryChangeValueSlot: NodeSlotKey {
    typealias Value = Any
}

/// `.onGeometryChange`: measures the modified view and reports a value computed from its geometry.
struct GeometryChangeModifier: BuiltinModifier {
    /// Computes the value for `proxy` and calls the action when it changed (the first time too).
    let report: @MainActor (GeometryProxy, ModifierNode) -> Void

    var attributes: [RenderAttribute: String] { [.measure: "true"] }
    func hasSameAttributes(as other: any BuiltinModifier) -> Bool { other is GeometryChangeModifier }
}

extension View {
    /// Calls `action` with the value `transform` computes from this view's geometry, when the view
    /// is first measured and whenever the value changes. (The view is measured by the host: in the
    /// browser, when its laid-out size changes.)
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Calls `action` with the previous and the new value `transform` computes from this view's
    /// geometry (the first call passes the first value as both).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        builtin(
            GeometryChangeModifier { proxy, node in
                let value = transform(proxy)
                let old = node.slots[GeometryChangeValueSlot.self] as? T
                if let old, old == value { return }
                node.slots[GeometryChangeValueSlot.self] = value
                action(old ?? value, value)
            })
    }

    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))` of the
    /// views inside it: their frames are measured from this view's top-leading corner (in the
    /// browser, its element's box: inside a scroll view named so, positions move as it scrolls).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        builtin(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space (`.coordinateSpace(.named("board"))`); see `coordinateSpace(name:)`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        builtin(CoordinateSpaceModifier(name: name.name))
    }
}
