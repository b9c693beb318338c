import Foundation
import SwiftletKit

/// What every EmojiArt session of a process shares: the book server's address, the image database
/// (memory → disk → network) and its disk directory, the clock that drives progress polling, and a
/// count of image loads in flight.
///
/// The database is set up once, by the first session that needs it (``prepare()``); sessions then
/// only read through it and subscribe to its counters.
public final class EmojiArtServices: Sendable {
    public let server: URL
    public let database: ImageDatabase
    /// Where images are stored; nil keeps them in memory only.
    public let cacheDirectory: URL?
    /// Drives the 0.2 s progress polling (inject a `TestClock` in tests).
    public let clock: any Clock<Duration>
    /// Image loads of views (thumbnails, details) running now, across sessions.
    public let imageTasks = ActivityCounter()
    /// The feed's 200 × 200 thumbnails, shared by the sessions.
    public let thumbnails = ThumbnailMaker()
    private let preparation: Preparation

    /// Services for the book server at `server`. `database` defaults to the global actor's shared
    /// instance (pass a fresh `ImageDatabase()` to keep a test apart); `loader` fetches the images.
    public init(
        server: URL, cacheDirectory: URL?, database: ImageDatabase = .shared,
        loader: @escaping @Sendable () -> ImageLoader = { ImageLoader() },
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.server = server
        self.cacheDirectory = cacheDirectory
        self.database = database
        self.clock = clock
        preparation = Preparation(database: database, directory: cacheDirectory, loader: loader)
    }

    /// Sets the database up the first time it is called; later calls return at once.
    public func prepare() async {
        await preparation.run()
    }

    /// The absolute URL of a feed path such as `/gallery/image?3`.
    public func url(for path: String) throws -> URL {
        guard let url = URL(string: path, relativeTo: server)?.absoluteURL else { throw EmojiArtError.badURL(path) }
        return url
    }

    /// The status figures of `swiftlet serve`: live counter streams and image loads in flight. Read
    /// without waiting for the image actors, which may have hundreds of loads queued.
    public func status() -> [String: Int] {
        ["emojiArtStreams": database.liveUpdateStreamsWithLoader, "emojiArtImageTasks": imageTasks.count]
    }
}

/// Runs the database's set-up once.
private actor Preparation {
    let database: ImageDatabase
    let directory: URL?
    let loader: @Sendable () -> ImageLoader
    private var done = false

    init(database: ImageDatabase, directory: URL?, loader: @escaping @Sendable () -> ImageLoader) {
        self.database = database
        self.directory = directory
        self.loader = loader
    }

    func run() async {
        guard !done else { return }
        done = true
        await database.setUp(directory: directory, loader: loader())
    }
}
