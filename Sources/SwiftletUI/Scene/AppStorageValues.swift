/// The key-value store behind `@AppStorage`, kept by the host (`HostServices.appStorage`).
///
/// Values are strings on the wire and in storage; reads are tracked per key, so a changed key
/// re-evaluates exactly the bodies that read it. Main actor only.
@MainActor
@_spi(SwiftletHost) public final class AppStorageValues {
    private var values: [String: String] = [:]
    private var readers: [String: DependencyReaders] = [:]

    /// Called after the app wrote `key` (`nil`: removed), so the host can persist it (the browser
    /// host writes `localStorage`). Not called for `load(_:)`.
    public var onWrite: ((_ key: String, _ value: String?) -> Void)?

    nonisolated init() {}

    /// Every stored value.
    public var all: [String: String] { values }

    /// The stored text for `key`; records the evaluating body as a reader.
    public func value(forKey key: String) -> String? {
        readers[key, default: DependencyReaders()].recordCurrentReader()
        return values[key]
    }

    /// An app write: stores `value` (or removes the key), re-evaluates the readers and tells the host.
    public func set(_ value: String?, forKey key: String) {
        guard values[key] != value else { return }
        values[key] = value
        readers[key]?.invalidateAll(.state)
        onWrite?(key, value)
    }

    /// A host load (stored values arriving, for example from the browser): merges `stored` in and
    /// re-evaluates the readers of keys whose value changed. Does not call `onWrite`.
    public func load(_ stored: [String: String]) {
        for (key, value) in stored where values[key] != value {
            values[key] = value
            readers[key]?.invalidateAll(.state)
        }
    }
}
