import Foundation
import NIOCore

/// The process-wide store of generated images, kept in memory as one `ByteBuffer` each so that
/// every response (full or ranged) serves slices of the same storage without copying.
///
/// An image is rendered at most once per process, on first use; concurrent first requests wait
/// for the same rendering (the actor runs it). When a cache directory is given, the encoded bytes
/// are also written there and read back by later processes instead of rendering again.
public actor AssetCache {
    /// The cache every server in this process uses.
    public static let shared = AssetCache()

    /// Bumped whenever rendering changes, so stale disk copies are ignored.
    static let version = "v1"

    private var buffers: [BookAsset: ByteBuffer] = [:]

    /// Creates an empty cache (tests may want one of their own).
    public init() {}

    /// The bytes of `asset`: from memory, else from `directory`'s disk copy, else rendered now
    /// (and then written to `directory`, best effort). Never throws: a disk failure only costs a
    /// re-render.
    public func bytes(of asset: BookAsset, cachingIn directory: URL?) -> ByteBuffer {
        if let buffer = buffers[asset] { return buffer }
        let file = directory?.appendingPathComponent("assets/\(Self.version)/\(asset.cacheFileName)")
        if let file, let data = try? Data(contentsOf: file), !data.isEmpty {
            let buffer = ByteBuffer(bytes: data)
            buffers[asset] = buffer
            return buffer
        }
        let bytes = asset.render()
        let buffer = ByteBuffer(bytes: bytes)
        buffers[asset] = buffer
        if let file, !bytes.isEmpty {
            try? FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try? Data(bytes).write(to: file, options: .atomic)
        }
        return buffer
    }
}
