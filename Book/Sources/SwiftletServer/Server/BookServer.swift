import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import SwiftletHTTP

/// The "Modern Concurrency in Swift" book server: every route of the original, persisted in
/// SQLite, with timers on an injectable clock.
///
/// Use it three ways:
/// - register its routes on a router you own (`addRoutes(to:)`) and add the server itself to the
///   application's services, so it can stop its bot and warm its assets (what `swiftlet serve`
///   does, sharing the router with the browser host);
/// - ``makeApplication()`` for an application serving the book API alone;
/// - ``start(_:)`` to run one in-process on a free port (tests of other modules).
///
/// All state lives in actors; the type itself is immutable and can be shared freely.
public final class BookServer: Service, Sendable {
    /// The settings this server was created with.
    public let configuration: Configuration
    /// The streaming responses open right now (see ``liveStreamCount``).
    public let liveStreams: LiveStreams
    /// Every request received, for tests and benchmarks; stays empty unless the configuration's
    /// `recordsRequests` is on (it is off by default).
    public let requestLog = RequestLog()
    /// The tokens issued by the `/auth` routes (tests revoke them to reach the 401 path).
    public let authTokens: AuthTokens
    /// The per-connection limits of this server's HTTP pipelines (``httpServer()`` and any server
    /// that wraps its channel with it, as `swiftlet serve` does).
    public let connectionGuard: ConnectionGuard

    private let dependencies: RouteDependencies
    private let store: any BookStore
    private let routeGroups: [any BookRouteGroup]

    /// Opens the SQLite database in the configuration's data directory (creating it if needed),
    /// or prepares the PostgreSQL store of its `databaseURL` (contacted once the server runs), and
    /// the in-memory state. Throws when the directory or database cannot be used, or the database
    /// URL is malformed.
    public init(configuration: Configuration = Configuration()) throws {
        self.configuration = configuration
        let liveStreams = LiveStreams()
        self.liveStreams = liveStreams
        let database: any BookStore =
            if let url = configuration.databaseURL {
                try PostgresBookStore(url: url, logger: configuration.logger)
            } else {
                try BookDatabase(directory: configuration.dataDirectory)
            }
        store = database
        let chatBell = configuration.chatPollInterval.map { StreamBell(interval: $0) }
        let dependencies = RouteDependencies(
            configuration: configuration,
            chatRoom: ChatRoom(
                database: database,
                clock: configuration.clock,
                botReplies: configuration.botReplies,
                botDelay: configuration.botDelay,
                logger: configuration.logger,
                bell: chatBell
            ),
            cliLog: CLIChatLog(database: database, bell: chatBell),
            files: FileLibrary(assets: AssetCache.shared, cacheDirectory: configuration.dataDirectory),
            gallery: Gallery(),
            assets: AssetCache.shared,
            liveStreams: liveStreams,
            savedPhotos: SavedPhotos(database: database),
            chatBell: chatBell
        )
        self.dependencies = dependencies
        authTokens = AuthTokens(
            accessLifetime: configuration.accessTokenLifetime,
            refreshLifetime: configuration.refreshTokenLifetime,
            store: database,
            now: configuration.now
        )
        connectionGuard = ConnectionGuard(limits: configuration.connections)
        routeGroups = [
            HelloRoutes(),
            StockRoutes(dependencies: dependencies),
            FileRoutes(dependencies: dependencies),
            ChatRoutes(dependencies: dependencies),
            CLIChatRoutes(dependencies: dependencies),
            GalleryRoutes(dependencies: dependencies),
            AuthRoutes(tokens: authTokens, dependencies: dependencies),
            JokeRoutes(),
            SpaceRoutes(dependencies: dependencies),
        ]
    }

    /// The `/gallery/image` requests answered since the server started (served or refused).
    public var galleryImageRequests: Int {
        get async { await dependencies.gallery.imageRequests.count }
    }

    /// The number of streaming responses open right now; returns to 0 once clients leave.
    public var liveStreamCount: Int {
        get async { await liveStreams.count }
    }

    /// Registers the book routes on `router`, preceded by router-wide middleware: the request log
    /// (when the configuration records requests) and JSON error bodies (which also answers unknown
    /// paths with 404 JSON).
    ///
    /// Call it before registering other routes: Hummingbird applies middleware to the routes
    /// registered after it.
    public func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        if configuration.recordsRequests {
            router.add(middleware: RequestLogMiddleware<Context>(log: requestLog))
        }
        router.add(middleware: JSONErrorMiddleware<Context>())
        for group in routeGroups {
            group.addRoutes(to: router)
        }
    }

    /// An application serving the book API alone on the configured host and port, with this
    /// server among its services. Run it with `runService()` or inside a `ServiceGroup`.
    public func makeApplication(
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router(context: BookRequestContext.self)
        addRoutes(to: router)
        return Application(
            router: router,
            server: httpServer(),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port)),
            services: [self],
            onServerRunning: onServerRunning,
            logger: configuration.logger
        )
    }

    /// An HTTP/1.1 server whose connections carry a ``PeerWatch``, so streams end within one tick
    /// of their client leaving, and this server's ``connectionGuard`` (malformed requests answered
    /// 400, header and idle timeouts, the connection cap, header and target limits). Servers built
    /// otherwise should add `PeerWatch()` to their `additionalChannelHandlers`, use a
    /// ``RequestContextWithChannel`` and wrap their child channel with ``connectionGuard``.
    public func httpServer() -> HTTPServerBuilder {
        let connectionGuard = self.connectionGuard
        return HTTPServerBuilder { responder in
            connectionGuard.wrap(
                HTTP1Channel(
                    responder: responder,
                    configuration: HTTP1Channel.Configuration(additionalChannelHandlers: [PeerWatch()])
                ),
                upgradable: false
            )
        }
    }

    /// An HTTP/1.1 server with a ``PeerWatch`` on every connection but no connection guard; prefer
    /// ``httpServer()``.
    public static func http1Server() -> HTTPServerBuilder {
        .http1(configuration: HTTP1Channel.Configuration(additionalChannelHandlers: [PeerWatch()]))
    }

    /// Runs as a service beside the HTTP server: keeps the store's connection (with a shared
    /// database, passing other servers' chat messages to this server's streams), renders the
    /// generated images (when configured) so the first download does not wait, then waits for
    /// graceful shutdown and stops the bot and the rendering (a render under way is not waited
    /// for). Returns after graceful shutdown or cancellation.
    public func run() async throws {
        let store = self.store
        let room = dependencies.chatRoom
        let cliLog = dependencies.cliLog
        let clock = configuration.clock
        await withTaskGroup(of: Void.self) { group in
            if let bell = dependencies.chatBell {
                group.addTask { await bell.run(clock: clock) }
            }
            group.addTask {
                await store.run { change in
                    await room.storeChanged(change)
                    await cliLog.storeChanged(change)
                }
            }
            // Not a child of the group: a render cannot be interrupted (it runs on a thread of its
            // own), and waiting for it held a shutdown signalled during start-up for seconds. Cancelled
            // below, it stops before the next file; nothing waits for the render under way.
            let preparation = configuration.preparesAssetsAtStart ? Task { await dependencies.files.prepare() } : nil
            try? await gracefulShutdown()
            preparation?.cancel()
            await room.close()
            group.cancelAll()
        }
    }
}
