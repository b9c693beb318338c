import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
@_spi(SwiftletEmbedding) import SwiftletApps
import SwiftletCluster
import SwiftletHTTP
import SwiftletServer
import SwiftletSkyNet
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

/// `swiftlet serve`: runs the book server (and the browser host's routes) until SIGINT/SIGTERM.
///
/// Runs on ``WebServer``, the machinery `App.main()` uses. Logs one line with the URL it listens on;
/// a port already in use prints one `error:` line and exits 1. On a signal it shuts down gracefully:
/// open streams are closed, then the process exits.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the book server.")

    @Option(help: "Address to listen on.") var host = "127.0.0.1"
    @Option(help: "Port to listen on.") var port = 8080
    @Option(help: "Directory for the SQLite database and generated assets.") var dataDir = "./.swiftlet"
    @Option(
        help: ArgumentHelp(
            "A PostgreSQL database shared by several servers (postgres://USER:PASSWORD@HOST:PORT/DB); without it,"
                + " SQLite in --data-dir. Also read from SWIFTLET_DATABASE_URL.",
            valueName: "url"))
    var database: String?
    @Flag(help: .hidden) var testApps = false
    @Flag(
        inversion: .prefixedNo,
        help: "Render the generated images at start (--no-prepare-assets: on first request, for quick test starts).")
    var prepareAssets = true
    @Option(help: "Sky's work per task: cpu (busy computation, the book's) or sleep (scales across nodes).")
    var skyWork = "cpu"
    @Option(help: "Seconds of Sky work per task.") var skyTaskSeconds = 1.0
    @Option(help: "Seconds a client may read nothing while the server has bytes for it before it is disconnected.")
    var writeTimeout = 60.0
    @Option(help: "Connections served at once (kept below the descriptor limit).") var maxConnections = 10_000
    @Option(help: "Connections at once from one client address (trusted proxies exempt).")
    var maxConnectionsPerClient = 1_500
    @Option(help: "Streams and throttled downloads at once per client.") var maxStreamsPerClient = 1_200
    @Option(
        help: ArgumentHelp(
            "A host name (or name:port) browser pages may open their WebSocket for (repeatable; default: the"
                + " --host address and localhost). Behind a proxy: the name the browser uses.",
            valueName: "host"))
    var allowedHost: [String] = []
    @Option(
        help: ArgumentHelp(
            "The address of a reverse proxy (repeatable): exempt from per-client connection caps, and its"
                + " X-Forwarded-For names the client; from other peers the header is ignored.", valueName: "ip"))
    var trustedProxy: [String] = []
    @Option(help: "Browser sessions (pending and live) one client may hold.") var maxSessionsPerClient = 250
    @Option(help: "Browser sessions (pending and live) the server holds in all.") var maxSessions = 2_000
    @Option(
        help: ArgumentHelp(
            "Seconds a browser session whose socket dropped keeps running for its page to resume it (0: none).",
            valueName: "seconds"))
    var sessionGrace = 60.0

    func validate() throws {
        guard ScanWork.named(skyWork) != nil else {
            throw ValidationError("invalid --sky-work \(skyWork): expected cpu or sleep")
        }
        guard skyTaskSeconds >= 0, skyTaskSeconds <= 60 else {
            throw ValidationError("invalid --sky-task-seconds \(skyTaskSeconds): expected 0 to 60")
        }
        guard writeTimeout > 0, writeTimeout <= 86_400 else {
            throw ValidationError("invalid --write-timeout \(writeTimeout): expected more than 0 and at most 86400")
        }
        guard sessionGrace >= 0, sessionGrace <= 86_400 else {
            throw ValidationError("invalid --session-grace \(sessionGrace): expected 0 to 86400")
        }
        guard maxConnections > 0, maxConnectionsPerClient > 0, maxStreamsPerClient > 0 else {
            throw ValidationError("the connection and stream caps must be at least 1")
        }
    }
    @OptionGroup var cluster: ClusterOptions

    func run() async throws {
        let logger = {
            var logger = Logger(label: "swiftlet")
            logger.logLevel = .notice
            return logger
        }()
        let dataDirectory = URL(fileURLWithPath: dataDir, isDirectory: true)
        let databaseURL =
            database
            ?? ProcessInfo.processInfo.environment["SWIFTLET_DATABASE_URL"].flatMap {
                $0.isEmpty ? nil : $0
            }
        var configuration = BookServer.Configuration.serving(
            host: host, port: port, dataDirectory: dataDirectory, databaseURL: databaseURL, logger: logger)
        configuration.preparesAssetsAtStart = prepareAssets
        configuration.connections.writeTimeout = .milliseconds(Int64(writeTimeout * 1000))
        configuration.connections.maxConnections = maxConnections
        configuration.connections.maxConnectionsPerClient = maxConnectionsPerClient
        configuration.connections.maxStreamsPerClient = maxStreamsPerClient
        configuration.connections.trustedProxies = Set(trustedProxy)
        let book = try BookServer(configuration: configuration)
        let router = Router(context: ServeRequestContext.self)
        book.addRoutes(to: router)
        // SkyNet: with --node-name this process is a cluster node (/cluster/ws, /sky/cluster).
        let clusterSystem = try cluster.makeSystem(dataDirectory: dataDirectory, logger: logger)
        clusterSystem?.register(on: router) { $0.releaseWebSocketHandler() }
        // Browser host routes are registered here.
        let emojiArt = EmojiArtServices(
            server: URL(string: "http://\(host):\(port)")!,
            cacheDirectory: dataDirectory.appendingPathComponent("emojiart-images", isDirectory: true))
        // Sky's node: one local worker per process (a cluster replaces the directory).
        let work = ScanWork.named(skyWork, seconds: skyTaskSeconds) ?? .standard
        let sky =
            clusterSystem.map {
                SkyServices(
                    directory: ClusterScanDirectory(
                        system: $0, local: LocalScanWorker(name: $0.name, work: work), logger: logger))
            } ?? SkyServices(work: work)
        SkyRoutes.add(to: router, services: sky, trustedProxies: Set(trustedProxy))
        // `--test-apps` (hidden; the browser tests pass it) adds apps that exist only for tests, unlisted.
        var apps = AppCatalog.entries(
            server: URL(string: "http://\(host):\(port)")!, emojiArt: emojiArt, sky: sky
        )
        if testApps {
            apps += TestApps.entries()
        }
        var webConfiguration = WebHostConfiguration()
        webConfiguration.allowedHosts =
            allowedHost.isEmpty ? WebHostConfiguration.defaultAllowedHosts(listeningOn: host) : Set(allowedHost)
        webConfiguration.allowsAnyAddressHost = allowedHost.isEmpty && WebHostConfiguration.isWildcard(host)
        webConfiguration.trustedProxies = Set(trustedProxy)
        webConfiguration.sessionCaps.maxSessionsPerClient = maxSessionsPerClient
        webConfiguration.sessionCaps.maxSessions = maxSessions
        webConfiguration.sessionGrace = .milliseconds(Int64(sessionGrace * 1000))
        let webHost = WebHost(
            apps: apps, configuration: webConfiguration,
            logger: logger,
            extraStatus: {
                [
                    "liveStreams": await book.liveStreamCount, "galleryImageRequests": await book.galleryImageRequests,
                    "skyLocalTasks": await sky.directory.local.count(),
                ]
                .merging(emojiArt.status()) { first, _ in first }
            }
        )
        webHost.register(on: router)
        // The hand-written anchor of the framework benchmark table (Benchmarks/web/table.py).
        router.get("/web/bench/table.html") { _, _ in
            guard let html = BenchTablePage.html else {
                return Response(
                    status: .internalServerError, headers: [.contentType: "application/json"],
                    body: .init(byteBuffer: ByteBuffer(string: #"{"error":"the benchmark page is not packaged"}"#)))
            }
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(string: html)))
        }

        let host = self.host
        do {
            try await WebServer.run(
                router: router, host: host, port: port, additionalChannelHandlers: { [PeerWatch()] },
                wrapChildChannel: { [connectionGuard = book.connectionGuard] in
                    connectionGuard.wrap(any: $0, upgradable: true)
                },
                services: [book, webHost.detachedSessionsService]
                    + (clusterSystem.map { [ClusterService(system: $0)] } ?? []), logger: logger,
                onListening: { [seeds = cluster.seeds] boundPort in
                    logger.notice("Swiftlet is listening on http://\(host):\(boundPort)")
                    await clusterSystem?.start(address: "\(host):\(boundPort)", seeds: seeds)
                }
            )
        } catch let error as WebServerError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}

/// The peer address, for the browser host's per-client session caps.
extension ServeRequestContext: RemoteAddressRequestContext {
    var remoteAddress: SocketAddress? { channel?.remoteAddress }
}
