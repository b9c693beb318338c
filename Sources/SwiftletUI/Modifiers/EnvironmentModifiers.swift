import Observation

/// Sets one environment key for the content.
struct EnvironmentKeyModifier<Value>: BuiltinModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    var environmentOverride: EnvironmentOverride? {
        let keyPath = keyPath
        let value = value
        return EnvironmentOverride(
            key: AnyHashable(keyPath as AnyKeyPath),
            name: {
                var probe = EnvironmentValues()
                probe[keyPath: keyPath] = value
                return probe.lastWrittenKey ?? String(describing: keyPath)
            }, value: value,
            apply: { $0[keyPath: keyPath] = value })
    }
}

/// Places an object in the environment by its type.
struct EnvironmentObjectModifier<Object: AnyObject>: BuiltinModifier {
    let object: Object

    var environmentOverride: EnvironmentOverride? {
        let object = object
        return EnvironmentOverride(
            key: AnyHashable(ObjectIdentifier(Object.self)), name: { String(describing: Object.self) }, value: object,
            apply: { $0.setObject(object) })
    }
}

/// Disables input below it.
struct DisabledModifier: BuiltinModifier {
    let isDisabled: Bool

    var attributes: [RenderAttribute: String] { isDisabled ? [.disabled: "true"] : [:] }

    var environmentOverride: EnvironmentOverride? {
        let isDisabled = isDisabled
        return EnvironmentOverride(
            key: AnyHashable(\EnvironmentValues.isEnabled as AnyKeyPath), name: { "IsEnabledKey" }, value: isDisabled,
            apply: { if isDisabled { $0.isEnabled = false } })
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants. Only the bodies
    /// that read this key below here run again when `value` changes.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        builtin(EnvironmentKeyModifier(keyPath: keyPath, value: value))
    }

    /// Provides `object` to `@EnvironmentObject` readers below.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        builtin(EnvironmentObjectModifier(object: object))
    }

    /// Provides an `@Observable` object to `@Environment(Type.self)` readers below.
    public func environment<Object: AnyObject & Observable>(_ object: Object) -> some View {
        builtin(EnvironmentObjectModifier(object: object))
    }

    /// Disables buttons, fields and toggles below (taps on them are refused). Attribute `disabled`.
    public func disabled(_ isDisabled: Bool) -> some View {
        builtin(DisabledModifier(isDisabled: isDisabled))
    }
}
