/// An `ObservableObject` passed in by the parent: `@ObservedObject var item: Item`.
///
/// The view's body runs again whenever the object announces a change (`objectWillChange`), at most
/// once per tick, and reads the values at tick time. When the parent re-evaluates, the wrapper
/// compares by object identity: the same object counts as unchanged.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: GraphProperty, GraphComparable {
    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Same as `init(wrappedValue:)`.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    @MainActor func install(in node: ViewNode, slot: Int) {
        node.observe(wrappedValue, slot: slot)
    }

    func isGraphEqual(to other: ObservedObject<ObjectType>) -> Bool {
        wrappedValue === other.wrappedValue
    }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to `object[keyPath: keyPath]`.
        public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Member>) -> Binding<Member>
        {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An `ObservableObject` a view creates and owns for as long as its identity is mounted:
/// `@StateObject private var model = Model()`. The autoclosure runs once, at mount.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: GraphProperty, GraphSkippedInComparison {
    let holder: StateObjectHolder<ObjectType>

    /// Creates the object lazily with `thunk`, once per mounted identity.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        holder = StateObjectHolder(thunk: thunk)
    }

    /// The owned object.
    @MainActor public var wrappedValue: ObjectType { holder.resolve() }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: holder.resolve())
    }

    @MainActor func install(in node: ViewNode, slot: Int) {
        let object: ObjectType
        if let existing = node.slot(slot) as? ObjectSubscription, let owned = existing.object as? ObjectType {
            object = owned
        } else {
            object = holder.thunk()
        }
        holder.object = object
        node.observe(object, slot: slot)
    }
}

final class StateObjectHolder<ObjectType: ObservableObject> {
    let thunk: () -> ObjectType
    var object: ObjectType?
    init(thunk: @escaping () -> ObjectType) { self.thunk = thunk }

    func resolve() -> ObjectType {
        if let object { return object }
        let created = thunk()
        object = created
        return created
    }
}

/// An `ObservableObject` provided by an ancestor with `.environmentObject(_:)`.
///
/// A view that declares one when no ancestor provides one is a programming error. The engine records
/// a `missingEnvironmentObject` diagnostic when the view mounts; then, by default, the graph records
/// a fault and shows its error view without running the body (`ViewGraph.trapsOnMisuse` false), or,
/// with `trapsOnMisuse`, the program stops with a message naming the type when the body reads it,
/// as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: GraphProperty, GraphSkippedInComparison {
    private let holder = EnvironmentObjectHolder<ObjectType>()

    /// Looks the object up by type in the environment.
    public init() {}

    /// The provided object.
    @MainActor public var wrappedValue: ObjectType {
        guard let object = holder.object else {
            fatalError("No \(ObjectType.self) in the environment: provide one with .environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    @MainActor func install(in node: ViewNode, slot: Int) {
        guard let object = node.scope.readObject(ObjectType.self) else {
            if holder.object == nil {
                node.graph.report(
                    .missingEnvironmentObject,
                    "\(node.identityPath) reads @EnvironmentObject \(ObjectType.self) but no ancestor provides one")
                if !node.graph.trapsOnMisuse {
                    node.graph.misuse(
                        "No \(ObjectType.self) in the environment: provide one with .environmentObject(_:)",
                        at: node.identityPath)
                }
            }
            return
        }
        holder.object = object
        node.observe(object, slot: slot)
    }
}

final class EnvironmentObjectHolder<ObjectType: ObservableObject> {
    var object: ObjectType?
}
