import Foundation
import NIOCore
import SwiftletImaging

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
    /// Assets being loaded or rendered now; later callers wait for the same work.
    private var renderings: [BookAsset: Task<ByteBuffer, Never>] = [:]
    private var digests: [BookAsset: String] = [:]

    /// Creates an empty cache (tests may want one of their own).
    public init() {}

    /// The bytes of `asset`: from memory, else from `directory`'s disk copy, else rendered now
    /// (and then written to `directory`, best effort). Never throws: a disk failure only costs a
    /// re-render. Rendering runs on a thread of its own, never on the concurrency pool: a 2000×3000
    /// JPEG takes seconds, and a pool of two threads blocked that long stalls every other request.
    public func bytes(of asset: BookAsset, cachingIn directory: URL?) async -> ByteBuffer {
        if let buffer = buffers[asset] { return buffer }
        if let rendering = renderings[asset] { return await rendering.value }
        let rendering = Task { await Self.load(asset, cachingIn: directory) }
        renderings[asset] = rendering
        let buffer = await rendering.value
        buffers[asset] = buffer
        renderings[asset] = nil
        return buffer
    }

    private static func load(_ asset: BookAsset, cachingIn directory: URL?) async -> ByteBuffer {
        let file = directory?.appendingPathComponent("assets/\(version)/\(asset.cacheFileName)")
        if let file, let data = try? Data(contentsOf: file), !data.isEmpty {
            return ByteBuffer(bytes: data)
        }
        let bytes = await onItsOwnThread { asset.render() }
        if let file, !bytes.isEmpty {
            try? FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try? Data(bytes).write(to: file, options: .atomic)
        }
        return ByteBuffer(bytes: bytes)
    }

    /// The SHA-256 (hex) of `asset`'s bytes, computed once per process on a thread of its own.
    public func sha256Hex(of asset: BookAsset, cachingIn directory: URL?) async -> String {
        if let digest = digests[asset] { return digest }
        let buffer = await bytes(of: asset, cachingIn: directory)
        let digest = await Self.onItsOwnThread { ContentDigest.sha256Hex(of: buffer.readableBytesView) }
        digests[asset] = digest
        return digest
    }

    /// Runs CPU-bound `work` on a new thread, off the concurrency pool.
    private static func onItsOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.name = "swiftlet.asset-work"
            thread.start()
        }
    }
}
