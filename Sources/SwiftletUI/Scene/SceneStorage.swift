/// A value kept per scene (in the browser: per tab), restored when the scene comes back, as in
/// SwiftUI: `@SceneStorage("draft") var draft = ""`.
///
/// The browser host keeps it in the tab's `sessionStorage` under a per-app prefix, so a reload, a
/// reconnect or a session rebuilt after the server lost it mounts with the stored value; another tab
/// has its own values. The headless host keeps it in memory. Reading it in `body` makes the body depend
/// on that key; writing stores it and re-evaluates every reader. A stored value that does not parse as
/// `Value` reads as the default. It takes the value types of `@AppStorage` (``AppStorageValue``).
/// Main actor only.
@propertyWrapper
public struct SceneStorage<Value: AppStorageValue>: GraphProperty, GraphSkippedInComparison {
    private let key: String
    private let defaultValue: Value
    private let location = ScopeLocation()

    /// The value stored under `key` for this scene, or `wrappedValue` when there is none (or it does
    /// not parse).
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    /// The stored value, or the default.
    @MainActor public var wrappedValue: Value {
        get { store?.value(forKey: key).flatMap { Value(storageText: $0) } ?? defaultValue }
        nonmutating set { store?.set(newValue.storageText, forKey: key) }
    }

    /// A binding that reads and writes the stored value.
    @MainActor public var projectedValue: Binding<Value> {
        let store = store
        let key = key
        let defaultValue = defaultValue
        return Binding(
            get: { store?.value(forKey: key).flatMap { Value(storageText: $0) } ?? defaultValue },
            set: { store?.set($0.storageText, forKey: key) })
    }

    @MainActor private var store: AppStorageValues? { location.node?.graph.host.sceneStorage }

    func install(in node: ViewNode, slot: Int) { location.node = node }
}

/// The scene values a host restores into the graphs it mounts, so that the first evaluation of every
/// body already reads them (SwiftUI restores scene storage before a scene's first body).
@_spi(SwiftletHost) public enum SceneStorageRestoration {
    /// The values a `ViewGraph` created in this task loads into its `host.sceneStorage` before it
    /// mounts its root. Hosts set it around the graph's creation with `$values.withValue(_:operation:)`.
    @TaskLocal public static var values: [String: String] = [:]
}
