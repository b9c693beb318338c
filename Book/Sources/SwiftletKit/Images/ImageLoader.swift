import Foundation
import Logging
@_spi(SwiftletHost) import SwiftletUI

/// Loads image bytes by URL, with in-flight coalescing, a memory cache and an optional disk cache.
/// It is SwiftletUI's `ImageLoading`, so it plugs into `AsyncImage` through `\.imageLoader`.
///
/// The post's actor with its defects fixed. Lookup order: memory, then a fetch already in flight for the
/// same URL (joined, never duplicated: the in-flight entry is stored before the first suspension), then
/// the disk, then the network. A failed fetch is not cached: the entry is removed, so the next call
/// tries again. Bytes that are not an image count as a failure. A disk write that fails does not fail
/// the fetch. A fetch is shared by its callers: one caller's cancellation does not cancel it for the
/// others; the loader owns it and cancels it when the loader goes away. Each network fetch logs the
/// book's `Download: <url>` line at debug level.
public actor ImageLoader: ImageLoading {
    private enum Entry {
        case loading(Task<Data, any Error>)
        case loaded(Data)
    }

    private let source: @Sendable (URL) async throws -> Data
    private let disk: ImageDiskCache?
    private let logger: Logger
    private var entries: [URL: Entry] = [:]

    /// Fetches answered from memory (including callers that joined a fetch in flight).
    public private(set) var memoryHits = 0
    /// Fetches answered from the disk cache.
    public private(set) var diskHits = 0
    /// Fetches that went to the network (successful or not).
    public private(set) var networkFetches = 0
    /// Fetches answered from a finished image in memory (not counting callers that joined a fetch in
    /// flight): the book's in-memory access counter. Never reset; see ``inMemoryAccessUpdates()``.
    public private(set) var inMemoryAccesses = 0
    private let accessBroadcast = CounterBroadcast()

    /// A loader fetching over HTTP with ``WebClient``; `cacheDirectory` nil keeps images in memory only.
    /// `logger` receives the `Download: <url>` lines (debug level).
    public init(cacheDirectory: URL? = nil, logger: Logger = Logger(label: "swiftlet.image-loader")) {
        let client = WebClient()
        self.init(cacheDirectory: cacheDirectory, logger: logger) { url in try await client.data(for: .get(url)) }
    }

    /// A loader whose network step is `source` (for tests, or another transport).
    public init(
        cacheDirectory: URL? = nil, logger: Logger = Logger(label: "swiftlet.image-loader"),
        source: @escaping @Sendable (URL) async throws -> Data
    ) {
        self.source = source
        self.disk = cacheDirectory.map(ImageDiskCache.init(directory:))
        self.logger = logger
    }

    deinit {
        for case .loading(let task) in entries.values { task.cancel() }
    }

    /// The image bytes at `url`. Throws the network error (``WebClientError``), or
    /// ``ImageLoaderError/notAnImage(bytes:)``. A caller waits for the shared fetch even when cancelled.
    public func fetch(_ url: URL) async throws -> Data {
        switch entries[url] {
        case .loaded(let data)?:
            memoryHits += 1
            inMemoryAccesses += 1
            accessBroadcast.publish(inMemoryAccesses)
            return data
        case .loading(let task)?:
            memoryHits += 1
            return try await task.value
        case nil:
            break
        }
        if let data = disk?.read(url) {
            diskHits += 1
            entries[url] = .loaded(data)
            return data
        }
        networkFetches += 1
        logger.debug("Download: \(url.absoluteString)")
        let source = self.source
        let disk = self.disk
        let task = Task<Data, any Error> {
            let data = try await source(url)
            guard ImageSignature.isImage(data) else { throw ImageLoaderError.notAnImage(bytes: data.count) }
            try? disk?.write(data, for: url)
            return data
        }
        entries[url] = .loading(task)
        do {
            let data = try await task.value
            entries[url] = .loaded(data)
            return data
        } catch {
            if case .loading(let current)? = entries[url], current == task { entries[url] = nil }
            throw error
        }
    }

    /// ``inMemoryAccesses`` now and on every change, for a toolbar that shows it live. Each call
    /// gets its own stream; it ends when its consumer stops (for example when its view's task is
    /// cancelled) or when the loader goes away.
    public func inMemoryAccessUpdates() -> AsyncStream<Int> {
        accessBroadcast.subscribe(current: inMemoryAccesses)
    }

    /// How many ``inMemoryAccessUpdates()`` streams are live. Any thread; it does not wait for the loader.
    public nonisolated var liveUpdateStreams: Int { accessBroadcast.subscriberCount }

    /// Empties the memory cache. Fetches in flight are kept, so callers still join them.
    public func purgeMemory() {
        entries = entries.filter { _, entry in
            if case .loading = entry { return true }
            return false
        }
    }

    /// Deletes the disk cache's files.
    public func purgeDisk() {
        disk?.removeAll()
    }

    /// Keeps `data` in memory as the image at `url`, so the next ``fetch(_:)`` is a memory hit;
    /// does nothing when `url` is already in memory or being fetched.
    public func remember(_ data: Data, for url: URL) {
        if entries[url] == nil { entries[url] = .loaded(data) }
    }

    /// True if `url` is in memory or being fetched.
    public func isCachedInMemory(_ url: URL) -> Bool {
        entries[url] != nil
    }
}
