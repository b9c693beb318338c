import Foundation

/// The size and coordinate spaces of a `GeometryReader` (or of the view `.onGeometryChange` watches).
public struct GeometryProxy {
    /// The size the host measured (zero until it reported one).
    public let size: CGSize

    init(size: CGSize) { self.size = size }

    /// The web has no safe area inside a view: zero on every edge.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The view's frame in `coordinateSpace`. Best effort: the host reports sizes, not positions,
    /// so every space gives the origin (0, 0) and the measured size.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }

    /// The view's frame in `coordinateSpace` (`.local`, `.global`, `.named(_:)`); see `frame(in:)`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

/// A container that takes all the space offered and gives its content the size it got.
///
/// The content is placed at the top leading corner. The browser reports the reader's laid-out size
/// (see docs/engine.md, "Measured size"); the content closure runs again when that size changes,
/// and the views it makes are compared and evaluated like any other values (so only those whose
/// values changed run their bodies). Until the first report the content sees a zero size.
public struct GeometryReader<Content: View>: View, ElementView {
    let content: (GeometryProxy) -> Content

    /// A reader whose content is made from its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public var body: Never { primitiveBody() }

    static var refreshesChildren: Bool { true }

    func describe(in node: ElementNode) -> ElementDescription {
        let proxy = GeometryProxy(size: node.measuredSize ?? .zero)
        // The content depends on the measured size: a new size updates the children (also when
        // attribute modifiers folded into this node make its operations their own).
        return ElementDescription(
            kind: .geometryReader, attributes: ["measure": "true"], children: [content(proxy)], refreshesChildren: true)
    }
}

/// `.onGeometryChange`: measures the modified view and reports a value computed from its geometry.
struct GeometryChangeModifier: BuiltinModifier {
    /// Computes the value for `proxy` and calls the action when it changed (the first time too).
    let report: @MainActor (GeometryProxy, ModifierNode) -> Void

    var attributes: [String: String] { ["measure": "true"] }
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
                let old = node.storage["geometryValue"] as? T
                if let old, old == value { return }
                node.storage["geometryValue"] = value
                action(old ?? value, value)
            })
    }

    /// Names this view's coordinate space for `frame(in: .named(name))`. Compiles; the browser host
    /// reports sizes only, so named spaces give the same frames as `.local`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }

    /// Names this view's coordinate space (`.coordinateSpace(.named("board"))`); see `coordinateSpace(name:)`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}
