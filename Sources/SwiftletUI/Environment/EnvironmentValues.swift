/// A key for a value in ``EnvironmentValues``, with the value used when no ancestor sets one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, as in SwiftUI. Extend it with a computed property
/// per ``EnvironmentKey``; set values with `.environment(\.key, value)` and read them with
/// `@Environment(\.key)`. Reads are tracked per key path: changing one key re-evaluates only the
/// bodies that read that key below the modifier.
public struct EnvironmentValues {
    var storage: [ObjectIdentifier: Any] = [:]
    /// The name of the last key written (names environment reasons in the evaluation log).
    private(set) var lastWrittenKey: String?

    /// Empty values: every key has its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set {
            storage[ObjectIdentifier(key)] = newValue
            lastWrittenKey = String(describing: key)
        }
    }

    /// An object stored by type (`environmentObject(_:)`, `environment(_:)` for `@Observable`).
    func object<T: AnyObject>(_ type: T.Type) -> T? { storage[ObjectIdentifier(type)] as? T }

    mutating func setObject<T: AnyObject>(_ object: T) { storage[ObjectIdentifier(T.self)] = object }
}

struct ImageLoaderKey: EnvironmentKey {
    static let defaultValue: (any ImageLoading)? = nil
}

struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The loader `AsyncImage` fetches with. `nil` (the default) makes every `AsyncImage` fail.
    public var imageLoader: (any ImageLoading)? {
        get { self[ImageLoaderKey.self] }
        set { self[ImageLoaderKey.self] = newValue }
    }

    /// False below `.disabled(true)`; buttons, fields and toggles then ignore input.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
