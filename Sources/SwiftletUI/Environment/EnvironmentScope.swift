/// The environment as seen below one environment modifier (or at the root).
///
/// Scopes form a tree parallel to the modifiers. A scope overrides one key; a read walks up to the
/// scope that provides the key and registers the reader there, so a change of that key invalidates
/// exactly its readers (O(readers), no propagation through the subtree).
@MainActor
final class EnvironmentScope {
    let parent: EnvironmentScope?
    /// The key this scope overrides (a key path, or an object type id); nil at the root.
    let key: AnyHashable?
    private var apply: (inout EnvironmentValues) -> Void
    private var cachedValues: EnvironmentValues?
    /// The scopes below this one, reached through handles (a `weak` reference would give every
    /// scope a side table, and every node retains its scope).
    private var childScopes: [ObjectHandle<EnvironmentScope>] = []
    /// The handle the parent holds; cleared when this scope is freed.
    private var handle: ObjectHandle<EnvironmentScope>?
    private var readers = DependencyReaders()
    private let keyName: () -> String

    /// The root scope with the host's base values.
    init(base: EnvironmentValues) {
        parent = nil
        key = nil
        keyName = { "root" }
        apply = { _ in }
        cachedValues = base
    }

    /// A child scope overriding `key` with `apply`.
    init(
        parent: EnvironmentScope, key: AnyHashable, name: @escaping () -> String,
        apply: @escaping (inout EnvironmentValues) -> Void
    ) {
        self.parent = parent
        self.key = key
        self.keyName = name
        self.apply = apply
        let handle = ObjectHandle(self)
        self.handle = handle
        // Handles of freed scopes are dropped whenever the list reaches a power of two (amortised
        // O(1) per scope), so a long session that keeps making scopes does not grow the list.
        if parent.childScopes.count >= 64, parent.childScopes.count.nonzeroBitCount == 1 {
            parent.childScopes.removeAll { $0.object == nil }
        }
        parent.childScopes.append(handle)
    }

    deinit {
        handle?.object = nil
    }

    /// The full environment at this point.
    var values: EnvironmentValues {
        if let cachedValues { return cachedValues }
        var values = parent?.values ?? EnvironmentValues()
        apply(&values)
        cachedValues = values
        return values
    }

    /// Reads `keyPath`, registering the current reader with the scope that provides it.
    func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        provider(forKeyPath: keyPath).recordCurrentReader()
        return values[keyPath: keyPath]
    }

    /// `read(\.isEnabled)`, made by every button, field and toggle each time it describes itself:
    /// the providing scope and the value are kept on first use (the value is dropped with the
    /// other caches), so the read projects no key path and copies no environment.
    func readIsEnabled() -> Bool {
        let provider: EnvironmentScope
        if let known = isEnabledProvider {
            provider = known
        } else {
            provider = self.provider(forKeyPath: Self.isEnabledPath)
            isEnabledProvider = provider
        }
        provider.recordCurrentReader()
        if let cachedIsEnabled { return cachedIsEnabled }
        let value = values.isEnabled
        cachedIsEnabled = value
        return value
    }

    private static let isEnabledPath: KeyPath<EnvironmentValues, Bool> = \.isEnabled
    /// The scope providing `isEnabled`: this one or an ancestor, which this scope keeps alive through
    /// `parent`, so the reference cannot outlive it (and a strong one to `self` would be a cycle).
    private unowned(unsafe) var isEnabledProvider: EnvironmentScope?
    private var cachedIsEnabled: Bool?

    /// Registers the current reader. The root's values never change (no modifier overrides it), so
    /// reads of keys nothing overrides (every button's `isEnabled`, usually) record nothing.
    private func recordCurrentReader() {
        if parent != nil { readers.recordCurrentReader() }
    }

    /// The providers found for key path objects read through this scope. Scopes never change their
    /// parent or key, so the answer for one key path never changes; the entry keeps the key path
    /// alive so that its identifier cannot be reused by another one.
    private var keyPathProviders: [ObjectIdentifier: KeyPathProvider] = [:]

    private struct KeyPathProvider {
        let keyPath: AnyKeyPath
        unowned let scope: EnvironmentScope
    }

    /// `provider(for:)` of a key path, without forming and comparing `AnyHashable`s on every read
    /// (a key path literal is one object, so its identifier finds the cached answer).
    private func provider(forKeyPath keyPath: AnyKeyPath) -> EnvironmentScope {
        let id = ObjectIdentifier(keyPath)
        if let cached = keyPathProviders[id] { return cached.scope }
        let scope = provider(for: AnyHashable(keyPath))
        keyPathProviders[id] = KeyPathProvider(keyPath: keyPath, scope: scope)
        return scope
    }

    /// Reads an object stored by type, registering the current reader.
    func readObject<T: AnyObject>(_ type: T.Type) -> T? {
        provider(for: AnyHashable(ObjectIdentifier(type))).recordCurrentReader()
        return values.object(type)
    }

    private func provider(for key: AnyHashable) -> EnvironmentScope {
        var scope = self
        while true {
            if scope.key == key { return scope }
            guard let parent = scope.parent else { return scope }
            scope = parent
        }
    }

    /// Replaces the override; invalidates the readers of this key below this scope.
    func setOverride(_ apply: @escaping (inout EnvironmentValues) -> Void) {
        self.apply = apply
        dropCaches()
        if !readers.isEmpty { readers.invalidateAll(.environment(keyName())) }
    }

    /// Invalidates the readers of this scope's key in the scopes below that
    /// override it too. `.preferredColorScheme(nil)` overrides `\.colorScheme` without changing
    /// it, so its readers hang on that scope and a change of the browser's scheme must reach them.
    func invalidateReadersOfOverridesBelow() {
        for child in childScopes {
            guard let scope = child.object else { continue }
            if scope.key == key, !scope.readers.isEmpty { scope.readers.invalidateAll(.environment(scope.keyName())) }
            scope.invalidateReadersOfOverridesBelow()
        }
    }

    private func dropCaches() {
        cachedValues = nil
        cachedIsEnabled = nil
        childScopes.removeAll { $0.object == nil }
        for child in childScopes { child.object?.dropCaches() }
    }
}
