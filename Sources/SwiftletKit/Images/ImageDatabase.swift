import Foundation

/// The book's EmojiArt layering: a global actor that owns an on-disk image store and a memory-only
/// ``ImageLoader``, and counts disk hits.
///
/// Call ``setUp(directory:loader:)`` once before use (and again to start over, for example in a test).
/// ``image(_:)`` answers from the loader's memory, then from the store, then fetches through the loader
/// and persists the bytes. Its ``ImageFileStore`` is isolated to `@ImageDatabase` (the book's `DiskStorage`).
@globalActor
public actor ImageDatabase {
    public static let shared = ImageDatabase()

    private var store: ImageFileStore?
    private var loader = ImageLoader()
    private var hitContinuation: AsyncStream<Int>.Continuation?

    /// Images answered from the disk store since the last set-up.
    public private(set) var diskHits = 0

    private init() {}

    /// Uses `directory` for the store (created if missing) and `loader` for memory and the network;
    /// resets the disk-hit count and finishes the previous ``diskHitUpdates()`` stream.
    public func setUp(directory: URL, loader: ImageLoader) async throws {
        store = try await ImageFileStore(directory: directory)
        self.loader = loader
        diskHits = 0
        hitContinuation?.finish()
        hitContinuation = nil
    }

    /// The disk-hit count every time it changes, for a toolbar that shows it live; ends on the next set-up.
    public func diskHitUpdates() -> AsyncStream<Int> {
        hitContinuation?.finish()
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        hitContinuation = continuation
        return stream
    }

    /// The image at `url`: from memory, from disk (counted in ``diskHits``, then kept in memory), or
    /// fetched and persisted.
    public func image(_ url: URL) async throws -> Data {
        guard let store else { throw CocoaError(.fileNoSuchFile) }
        if await loader.isCachedInMemory(url) {
            return try await loader.fetch(url)
        }
        if let data = await store.read(url) {
            diskHits += 1
            hitContinuation?.yield(diskHits)
            await loader.remember(data, for: url)
            return data
        }
        let data = try await loader.fetch(url)
        try? await store.write(data, for: url)
        return data
    }

    /// Deletes every stored file.
    public func clearDisk() async {
        await store?.removeAll()
    }

    /// Empties the loader's memory cache.
    public func clearMemory() async {
        await loader.purgeMemory()
    }
}

/// The image files of ``ImageDatabase``, isolated to it; keeps an index of stored files so a lookup
/// does not touch the disk for images it never stored.
@ImageDatabase
public final class ImageFileStore {
    private let cache: ImageDiskCache
    private var index: Set<String>

    /// A store in `directory`, created if missing; indexes the files already there.
    public init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        cache = ImageDiskCache(directory: directory)
        index = Set(
            (try FileManager.default.contentsOfDirectory(atPath: directory.path)).filter(
                ImageDiskCache.isCacheFileName))
    }

    /// The stored bytes for `url`, or nil if it was never stored or cannot be read.
    public func read(_ url: URL) -> Data? {
        guard index.contains(cache.file(for: url).lastPathComponent) else { return nil }
        return cache.read(url)
    }

    /// Stores `data` for `url` atomically.
    public func write(_ data: Data, for url: URL) throws {
        try cache.write(data, for: url)
        index.insert(cache.file(for: url).lastPathComponent)
    }

    /// Deletes every stored file.
    public func removeAll() {
        cache.removeAll()
        index.removeAll()
    }
}
