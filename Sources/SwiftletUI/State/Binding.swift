/// A read-write reference to a value owned elsewhere, as in SwiftUI: `$count`, `$model.name`.
///
/// Bindings derived from `@State` (and their key-path projections) compare equal when they point at
/// the same storage, so passing one down does not re-evaluate the child; the child depends on the
/// value itself only if its body reads it. Bindings made from closures never compare equal.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: GraphComparable {
    let getter: () -> Value
    let setter: (Value) -> Void
    let location: BindingLocation?

    /// A binding that calls `get` and `set` (on the main actor, where bindings are used).
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        location = nil
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: BindingLocation?) {
        getter = get
        setter = set
        self.location = location
    }

    @MainActor init(box: StateBox<Value>) {
        self.init(
            get: { box.read() }, set: { box.write($0) },
            location: BindingLocation(base: ObjectIdentifier(box), path: []))
    }

    /// For `@Binding var value: T` initialised from another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a fixed value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The referenced value.
    @MainActor public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the referenced value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let getter = self.getter
        let setter = self.setter
        // A member of an `@Observable` object (`$model.name` for
        // `@State var model = Model()`) is read with observation tracking, so a control showing it
        // follows the property without its view's body running.
        let tracksObservation = Value.self is AnyObject.Type
        return Binding<Member>(
            get: {
                tracksObservation
                    ? ObservationReads.trackedOnMain { getter()[keyPath: keyPath] } : getter()[keyPath: keyPath]
            },
            set: { member in
                var value = getter()
                value[keyPath: keyPath] = member
                setter(value)
            },
            location: location.map {
                BindingLocation(base: $0.base, path: $0.path + [AnyHashable(keyPath as AnyKeyPath)])
            })
    }

    func isGraphEqual(to other: Binding<Value>) -> Bool {
        guard let location, let otherLocation = other.location else { return false }
        return location == otherLocation
    }
}

/// Which storage (and which path inside it) a binding refers to.
struct BindingLocation: Equatable {
    let base: ObjectIdentifier
    /// Key paths, and the indices of collection elements (`ForEach($items)`).
    let path: [AnyHashable]
}
