import Foundation
import Logging
import Synchronization

/// The book's EmojiArt layering: a global actor that owns an on-disk image store and a memory-only
/// ``ImageLoader``, and counts disk hits.
///
/// Call ``setUp(directory:loader:)`` before use (again to start over). ``image(_:)`` answers from the
/// loader's memory, then from the store, then fetches through the loader and persists the bytes.
/// Concurrent requests for one URL share one disk read or one download. Like the book, it logs
/// `Cached in-memory` and `Cached on disk` (debug level) when it answers from memory or disk. A URL whose download failed
/// fails at once until ``clearMemory()`` (a redraw never retries it). A stored file that is not an
/// image is deleted and fetched again. When the directory cannot be created the database keeps
/// images in memory only and reports that once in ``diagnostics``.
///
/// Its ``ImageFileStore`` is isolated to `@ImageDatabase` (the book's `DiskStorage`). `shared` is the
/// global actor's instance; `ImageDatabase()` makes an independent one (for tests, or a second app).
@globalActor
public actor ImageDatabase {
    public static let shared = ImageDatabase()

    private var store: ImageFileStore?
    /// The loader in use, in a `Mutex` so that ``liveUpdateStreamsWithLoader`` reads it without
    /// waiting for the database's queue; only ``setUp(directory:loader:)`` replaces it.
    private let loaderInUse: Mutex<ImageLoader>
    private nonisolated var loader: ImageLoader { loaderInUse.withLock { $0 } }
    private var inFlight: [URL: Task<Data, any Error>] = [:]
    private var failed: Set<URL> = []
    private let hitBroadcast = CounterBroadcast()
    private let logger: Logger

    /// Images answered from the disk store since the last set-up.
    public private(set) var diskHits = 0
    /// Problems the database worked around (an unusable directory), one entry each.
    public private(set) var diagnostics: [String] = []
    /// The directory of the store, or nil when images are kept in memory only.
    public private(set) var directory: URL?

    /// An independent database (the global actor's instance is ``shared``). `logger` receives the
    /// book's `Cached in-memory` and `Cached on disk` lines (debug level) and the warnings.
    public init(logger: Logger = Logger(label: "swiftlet.image-database")) {
        self.logger = logger
        loaderInUse = Mutex(ImageLoader())
    }

    /// Uses `directory` for the store (created if missing; nil, or a directory that cannot be
    /// created, keeps images in memory only, with one diagnostic for the latter) and `loader` for
    /// memory and the network. Resets the disk-hit count and the remembered failures, and ends the
    /// previous ``diskHitUpdates()`` streams.
    public func setUp(directory: URL?, loader: ImageLoader) async {
        for task in inFlight.values { task.cancel() }
        inFlight = [:]
        failed = []
        store = nil
        self.directory = nil
        if let directory {
            do {
                store = try await ImageFileStore(directory: directory)
                self.directory = directory
            } catch {
                let message =
                    "image cache directory \(directory.path) is not usable (\(error)); keeping images in memory only"
                diagnostics.append(message)
                logger.warning("\(message)")
            }
        }
        loaderInUse.withLock { $0 = loader }
        diskHits = 0
        hitBroadcast.finishAll()
    }

    /// The loader in use (its in-memory access counter feeds the toolbar).
    public var imageLoader: ImageLoader { loader }

    /// The disk-hit count now and on every change, for a toolbar that shows it live. Each call gets
    /// its own stream; it ends when its consumer stops, or at the next set-up.
    public func diskHitUpdates() -> AsyncStream<Int> {
        hitBroadcast.subscribe(current: diskHits)
    }

    /// How many ``diskHitUpdates()`` streams are live. Any thread; it does not wait for the database.
    public nonisolated var liveUpdateStreams: Int { hitBroadcast.subscriberCount }

    /// How many counter streams are live: the database's ``diskHitUpdates()`` and its loader's
    /// `inMemoryAccessUpdates()`. Any thread; it does not wait behind the image work queued on the
    /// database, so a status page answers at once while hundreds of loads are under way.
    public nonisolated var liveUpdateStreamsWithLoader: Int {
        hitBroadcast.subscriberCount + loader.liveUpdateStreams
    }

    /// The image at `url`: from memory, from disk (counted in ``diskHits``, then kept in memory), or
    /// fetched and persisted. Throws ``ImageDatabaseError/failedBefore(_:)`` for a URL whose fetch
    /// failed since the last ``clearMemory()``, else the loader's error.
    public func image(_ url: URL) async throws -> Data {
        if failed.contains(url) { throw ImageDatabaseError.failedBefore(url) }
        if let task = inFlight[url] { return try await task.value }
        let loader = self.loader
        if await loader.isCachedInMemory(url) {
            logger.debug("Cached in-memory")
            return try await loader.fetch(url)
        }
        if let task = inFlight[url] { return try await task.value }
        let task = Task { try await self.load(url, loader: loader) }
        inFlight[url] = task
        defer { if inFlight[url] == task { inFlight[url] = nil } }
        do {
            return try await task.value
        } catch {
            if !(error is CancellationError) {
                failed.insert(url)
                // Once per URL until the memory is cleared: later calls fail at once, unlogged.
                logger.warning(
                    "image \(url.absoluteString) failed; not tried again until the memory is cleared: \(error)")
            }
            throw error
        }
    }

    /// Disk, then network; runs once per URL however many callers wait for it.
    private func load(_ url: URL, loader: ImageLoader) async throws -> Data {
        if let store, let data = await store.read(url) {
            if ImageSignature.isImage(data) {
                logger.debug("Cached on disk")
                diskHits += 1
                hitBroadcast.publish(diskHits)
                await loader.remember(data, for: url)
                return data
            }
            logger.warning("stored image for \(url.absoluteString) is not an image; fetching it again")
            await store.remove(url)
        }
        let data = try await loader.fetch(url)
        try? await store?.write(data, for: url)
        return data
    }

    /// Deletes every stored file.
    public func clearDisk() async {
        await store?.removeAll()
    }

    /// Empties the loader's memory cache and forgets failed URLs (they are tried again).
    public func clearMemory() async {
        failed = []
        await loader.purgeMemory()
    }

    /// The number of files in the store (0 when memory-only).
    public func storedFileCount() async -> Int {
        await store?.count ?? 0
    }
}

/// Why ``ImageDatabase`` did not produce an image.
public enum ImageDatabaseError: Error, Equatable, Sendable {
    /// The image's download failed earlier; it is not retried until the memory is cleared.
    case failedBefore(URL)
}

/// The image files of ``ImageDatabase``, isolated to it; keeps an index of stored files so a lookup
/// does not touch the disk for images it never stored.
@ImageDatabase
public final class ImageFileStore {
    private let cache: ImageDiskCache
    private var index: Set<String>

    /// A store in `directory`, created if missing; indexes the files already there. Throws when the
    /// directory cannot be created, listed or written.
    public init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: directory.path])
        }
        cache = ImageDiskCache(directory: directory)
        index = Set(
            (try FileManager.default.contentsOfDirectory(atPath: directory.path)).filter(
                ImageDiskCache.isCacheFileName))
    }

    /// The number of stored files.
    public var count: Int { index.count }

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

    /// Deletes the file stored for `url`.
    public func remove(_ url: URL) {
        let file = cache.file(for: url)
        try? FileManager.default.removeItem(at: file)
        index.remove(file.lastPathComponent)
    }

    /// Deletes every stored file.
    public func removeAll() {
        cache.removeAll()
        index.removeAll()
    }
}
