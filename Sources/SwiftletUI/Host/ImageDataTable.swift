import Foundation

/// The bytes of every mounted `Image(data:)` of one graph, each under an unguessable key.
///
/// An image node publishes its bytes here when it is described; the key goes into its rendered
/// node as the attribute `blob`, so the bytes themselves never travel in an operation. A node holds
/// at most one entry: new bytes replace (and release) its old entry, equal bytes keep their key.
/// The entry is released when the node is removed or shows something else, and everything is
/// released when the graph unmounts. Hosts look bytes up by key (the browser host serves them at
/// `/web/blob/<key>`). Main actor only.
@MainActor
@_spi(SwiftletHost) public final class ImageDataTable {
    private var bytesByKey: [String: Data] = [:]
    private var keyByNode: [NodeID: String] = [:]

    init() {}

    /// The number of images held (one per mounted `Image(data:)` node).
    public var count: Int { bytesByKey.count }

    /// The bytes published under `key`, or nil when no mounted image holds that key (any more).
    public func data(forKey key: String) -> Data? { bytesByKey[key] }

    /// Stores `data` as the image of `node` and returns its key (the old key when the bytes are unchanged).
    func publish(_ data: Data, for node: NodeID) -> String {
        if let key = keyByNode[node], let existing = bytesByKey[key], existing == data { return key }
        release(node)
        let key = Self.newKey()
        bytesByKey[key] = data
        keyByNode[node] = key
        return key
    }

    /// Forgets the image of `node`, if it has one.
    func release(_ node: NodeID) {
        // Every removed element asks: most trees hold no image bytes, so skip the hashing then.
        guard !keyByNode.isEmpty, let key = keyByNode.removeValue(forKey: node) else { return }
        bytesByKey[key] = nil
    }

    /// Forgets every image (the graph unmounted).
    func removeAll() {
        bytesByKey.removeAll()
        keyByNode.removeAll()
    }

    /// 128 random bits as 32 lowercase hex digits.
    private static func newKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
