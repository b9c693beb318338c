/// Reads a value from the environment: `@Environment(\.imageLoader) var loader`.
///
/// The read is tracked per key path: the view's body runs again when that key changes above it, and
/// not for changes of other keys. Not compared when the parent re-evaluates.
@propertyWrapper
public struct Environment<Value>: GraphProperty, GraphSkippedInComparison {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(@MainActor (EnvironmentScope) -> Value?)
    }
    private let source: Source
    private let location = ScopeLocation()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// Reads an `@Observable` object placed with `.environment(object)`. Declaring it in a view when
    /// none was placed above is a programming error: by default the graph records a fault when the
    /// view mounts and shows its error view without running the body; with
    /// `ViewGraph.trapsOnMisuse` reading it stops the program with a message naming the type.
    public init(_ type: Value.Type) where Value: AnyObject {
        source = .object { $0.readObject(type) }
    }

    /// The current value; registers the reading body as a dependent of this key.
    @MainActor public var wrappedValue: Value {
        switch source {
        case .keyPath(let keyPath):
            guard let scope = location.node?.scope else { return EnvironmentValues()[keyPath: keyPath] }
            return scope.read(keyPath)
        case .object(let lookup):
            guard let scope = location.node?.scope, let object = lookup(scope) else {
                fatalError("No \(Value.self) in the environment: place one with .environment(_:) on an ancestor")
            }
            return object
        }
    }

    @MainActor func install(in node: ViewNode, slot: Int) {
        location.node = node
        guard case .object(let lookup) = source, !node.graph.trapsOnMisuse, lookup(node.scope) == nil else { return }
        node.graph.misuse(
            "No \(Value.self) in the environment: place one with .environment(_:) on an ancestor", at: node.identityPath
        )
    }
}

/// Where a property wrapper's view is mounted; filled in by the engine before each body evaluation.
@MainActor
final class ScopeLocation {
    weak var node: Node?
    nonisolated init() {}
}
