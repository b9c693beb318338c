/// A value kept by the host across visits, as in SwiftUI: `@AppStorage("username") var username = ""`.
///
/// The browser host keeps it in the browser's `localStorage` (read when the page loads); the headless
/// host in memory. Reading it in `body` makes the body depend on that key; writing stores it and
/// re-evaluates every reader. A stored value that does not parse as `Value` reads as the default.
/// Main actor only.
@propertyWrapper
public struct AppStorage<Value: AppStorageValue>: GraphProperty, GraphSkippedInComparison {
    private let key: String
    private let defaultValue: Value
    private let location = ScopeLocation()

    /// The value stored under `key`, or `wrappedValue` when there is none (or it does not parse).
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

    @MainActor private var store: AppStorageValues? { location.node?.graph.host.appStorage }

    func install(in node: ViewNode, slot: Int) { location.node = node }
}

/// A type `@AppStorage` can keep: it round-trips through a string.
public protocol AppStorageValue: Sendable {
    /// The value a stored string stands for; `nil` when the string is not a valid value.
    init?(storageText: String)
    /// The string stored for this value.
    var storageText: String { get }
}

extension String: AppStorageValue {
    public init?(storageText: String) { self = storageText }
    public var storageText: String { self }
}

extension Int: AppStorageValue {
    public init?(storageText: String) { self.init(storageText, radix: 10) }
    public var storageText: String { String(self) }
}

extension Bool: AppStorageValue {
    public init?(storageText: String) {
        switch storageText {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
    public var storageText: String { self ? "true" : "false" }
}

extension Double: AppStorageValue {
    public init?(storageText: String) {
        guard let value = Double(storageText), value.isFinite else { return nil }
        self = value
    }
    public var storageText: String { String(self) }
}
