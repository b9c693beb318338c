import Observation

/// Bindings to the properties of an `@Observable` object, as in SwiftUI: `@Bindable var model: Model`
/// in a view, then `TextField("Name", text: $model.name)`; or inside a body,
/// `@Bindable var model = model` for an object read from the environment.
///
/// The wrapper holds the object itself, so a parent passing the same object again leaves the view
/// unchanged (compared by identity). A binding's reads are tracked like any `@Observable` read: the
/// view or control that reads it (a text field showing `$model.name`) runs again when that property
/// changes, and only it.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The wrapper itself: `$model.name` is a binding to `model.name`.
    public var projectedValue: Bindable<Value> { self }

    /// Makes bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings to the properties of `wrappedValue`: `Bindable(model).name`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// For `@Bindable var model: Model` initialised from another wrapper.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to `wrappedValue[keyPath: keyPath]`.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(
            get: { ObservationReads.tracked { object[keyPath: keyPath] } },
            set: { object[keyPath: keyPath] = $0 })
    }
}

/// `@Observable` reads made outside a body (a control describing itself reads its binding).
@MainActor
enum ObservationReads {
    /// Runs `read`; when a primitive is describing itself (bodies are already tracked), the
    /// `@Observable` properties it reads invalidate that primitive when they change.
    static func tracked<T>(_ read: () -> T) -> T {
        guard let node = Tracking.current, !(node is ViewNode) else { return read() }
        let token = DependencyTokenBox(node.dependencyToken)
        return withObservationTracking(read, onChange: handler(token))
    }

    /// `tracked(_:)` for callers outside the main actor's isolation (a `Binding`'s getter): on the
    /// main queue it tracks like `tracked(_:)`; elsewhere it only reads.
    nonisolated static func trackedOnMain<T>(_ read: () -> T) -> T {
        guard MainQueue.isCurrent else { return read() }
        let token: DependencyTokenBox? = MainActor.assumeIsolated {
            guard let node = Tracking.current, !(node is ViewNode) else { return nil }
            return DependencyTokenBox(node.dependencyToken)
        }
        guard let token else { return read() }
        return withObservationTracking(read, onChange: handler(token))
    }

    nonisolated private static func handler(_ token: DependencyTokenBox) -> @Sendable () -> Void {
        {
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { token.token.liveNode?.invalidate(.observable) }
            } else {
                Task { @MainActor in token.token.liveNode?.invalidate(.observable) }
            }
        }
    }
}
