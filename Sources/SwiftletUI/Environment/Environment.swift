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
    ///
    /// Read after its view is gone (an action's `Task` or a callback that outlived the view), it
    /// answers the object the view last read, as the view's value keeps its environment in SwiftUI:
    /// the work finishes and the session goes on, and the graph records an
    /// ``Diagnostic/Kind/objectReadAfterRemoval`` diagnostic. Only a view that never mounted with the object
    /// has nothing to answer: reading it stops the program (app code that reads a view's
    /// environment before the view is shown).
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
            if let scope = location.node?.scope, let object = lookup(scope) {
                location.object = object as AnyObject
                return object
            }
            // The view is gone (its node was removed): the object it last read.
            if let object = location.object as? Value {
                location.graphRoot?.graph.report(
                    .objectReadAfterRemoval,
                    "\(Value.self) was read through @Environment after its view was removed; the object it last read answered"
                )
                return object
            }
            fatalError("No \(Value.self) in the environment: place one with .environment(_:) on an ancestor")
        }
    }

    @MainActor func install(in node: ViewNode, slot: Int) {
        location.node = node
        guard case .object(let lookup) = source else { return }
        location.graphRoot = node.graph.root
        if let object = lookup(node.scope) {
            location.object = object as AnyObject
            return
        }
        guard !node.graph.trapsOnMisuse else { return }
        node.graph.misuse(
            "No \(Value.self) in the environment: place one with .environment(_:) on an ancestor", at: node.identityPath
        )
    }
}

/// Where a property wrapper's view is mounted; filled in by the engine before each body evaluation.
@MainActor
final class ScopeLocation {
    weak var node: Node?
    /// The object an `@Environment(T.self)` last read, kept to answer a read after the node is gone.
    var object: AnyObject?
    /// The root of the graph whose view read ``object``: the way to tell that graph when the object is
    /// read after the view is gone. Weak to the root node, not the graph: a weak reference to the
    /// graph would give it a side table and slow every node's unowned access to it.
    weak var graphRoot: Node?
    nonisolated init() {}
}
