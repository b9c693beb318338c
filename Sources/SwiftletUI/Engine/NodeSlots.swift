/// Names one slot of ``NodeSlots`` and the type of the value it holds, in the way an
/// `EnvironmentKey` names one environment value.
///
/// A feature declares its key next to its own code, usually as a `private` empty enum, so only that
/// file can read or write the slot:
///
/// ```swift
/// private enum GestureStoreSlot: NodeSlotKey {
///     typealias Value = GestureStore
/// }
/// ```
protocol NodeSlotKey {
    /// The type of the value the slot holds.
    associatedtype Value
}

/// The state features keep on a node between renders, one value per ``NodeSlotKey`` type (a
/// modifier's gesture state, a custom-styled button's press state, a measured clip size).
///
/// The contract:
/// - The key is the key's type, never a string: two features share a slot only if they use the
///   same key type, and the value always has the key's `Value` type.
/// - A slot is nil until something writes it; writing nil empties it.
/// - The engine stores the values and never looks at them. They live as long as the node and are
///   not cleared when it unmounts: a feature that keeps a task or a callback in a slot stops it
///   itself.
/// - Main-actor state, like the node that holds it.
///
/// Most nodes use no slot; an empty `NodeSlots` allocates nothing.
struct NodeSlots {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The value in the slot named by `key`, or nil if the slot is empty.
    subscript<Key: NodeSlotKey>(_ key: Key.Type) -> Key.Value? {
        get {
            guard let value = values[ObjectIdentifier(key)] else { return nil }
            return value as? Key.Value
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
