/// Storage a view owns for as long as its identity is mounted: `@State private var count = 0`.
///
/// Reading `wrappedValue` in `body` makes that body depend on it. Writing a value equal to the
/// current one (for `Equatable` values) does nothing; any other write invalidates the bodies that
/// read it and schedules one tick, however many writes happen before the tick. Use it on the main
/// actor only.
@propertyWrapper
public struct State<Value>: GraphProperty, GraphSkippedInComparison {
    let holder: StateHolder<Value>

    /// State starting at `wrappedValue` when the view is first mounted; later values of this
    /// argument are ignored, as in SwiftUI.
    public init(wrappedValue: Value) { holder = StateHolder(initial: wrappedValue) }

    /// Same as `init(wrappedValue:)`.
    public init(initialValue: Value) { holder = StateHolder(initial: initialValue) }

    /// The current value.
    @MainActor public var wrappedValue: Value {
        get { holder.box?.read() ?? holder.initial }
        nonmutating set {
            if let box = holder.box { box.write(newValue) } else { holder.initial = newValue }
        }
    }

    /// A binding to this state; equal to other bindings of the same state when compared.
    @MainActor public var projectedValue: Binding<Value> {
        guard let box = holder.box else { return .constant(holder.initial) }
        return Binding(box: box)
    }

    @MainActor func install(in node: ViewNode, slot: Int) {
        if let existing = node.slot(slot) as? StateBox<Value> {
            holder.box = existing
        } else {
            let box = StateBox(holder.initial)
            node.setSlot(slot, box)
            holder.box = box
        }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starting at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

/// The per-copy link from a `State` value to its node's storage.
final class StateHolder<Value> {
    var initial: Value
    var box: StateBox<Value>?
    init(initial: Value) { self.initial = initial }
}

/// The storage of one `@State`: the value and the nodes that read it.
@MainActor
final class StateBox<Value> {
    private var value: Value
    private var readers = DependencyReaders()
    private let isEqual: ((Value, Value) -> Bool)?

    init(_ value: Value) {
        self.value = value
        self.isEqual = Equality.function(for: Value.self)
    }

    func read() -> Value {
        readers.recordCurrentReader()
        return value
    }

    func write(_ newValue: Value) {
        if let isEqual, isEqual(value, newValue) { return }
        value = newValue
        readers.invalidateAll(.state)
    }
}
