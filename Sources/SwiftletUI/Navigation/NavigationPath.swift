/// A type-erased list of the values pushed onto a ``NavigationStack``, as in SwiftUI: bind one with
/// `NavigationStack(path: $path)`, push with `path.append(value)`, pop with `path.removeLast()`.
///
/// Each value is shown by the `.navigationDestination(for:destination:)` registered for its type.
/// Values may be of different `Hashable` types. Unlike SwiftUI, `removeLast(_:)` with more values
/// than the path holds empties the path instead of stopping the program.
public struct NavigationPath: Equatable {
    /// The values, root first.
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path holding `elements` in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        RouteCodecs.register(S.Element.self)  // The values' codec
        self.elements = elements.map { AnyHashable($0) }
    }

    init(elements: [AnyHashable]) { self.elements = elements }

    /// The number of pushed values.
    public var count: Int { elements.count }

    /// Whether the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        RouteCodecs.register(V.self)  // The value's codec
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values (all of them when the path holds fewer).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}
