import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import SwiftletApps
import SwiftletServer
import SwiftletWeb

/// `swiftlet serve`: runs the book server (and the browser host's routes) until SIGINT/SIGTERM.
///
/// Logs one line with the URL it listens on. On a signal it shuts down gracefully: open streams
/// are closed, then the process exits.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the book server.")

    @Option(help: "Address to listen on.") var host = "127.0.0.1"
    @Option(help: "Port to listen on.") var port = 8080
    @Option(help: "Directory for the SQLite database and generated assets.") var dataDir = "./.swiftlet"

    func run() async throws {
        let logger = {
            var logger = Logger(label: "swiftlet")
            logger.logLevel = .notice
            return logger
        }()
        let dataDirectory = URL(fileURLWithPath: dataDir, isDirectory: true)
        let book = try BookServer(
            configuration: .serving(host: host, port: port, dataDirectory: dataDirectory, logger: logger)
        )
        let router = Router(context: ServeRequestContext.self)
        book.addRoutes(to: router)
        // Browser host routes are registered here.
        let webHost = WebHost(
            apps: AppCatalog.entries(server: URL(string: "http://\(host):\(port)")!).map {
                WebApp(name: $0.name, title: $0.title, summary: $0.summary, makeGraph: $0.makeGraph)
            },
            logger: logger,
            extraStatus: { ["liveStreams": await book.liveStreamCount] }
        )
        webHost.register(on: router)

        let host = self.host
        let application = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router,
                configuration: .init(
                    http1: .init(additionalChannelHandlers: [PeerWatch()]),
                    ws: .init(maxFrameSize: WebHostConfiguration.maxFrameSize)
                )
            ),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            services: [book],
            onServerRunning: { channel in
                let boundPort = channel.localAddress?.port ?? 0
                logger.notice("Swiftlet is listening on http://\(host):\(boundPort)")
            },
            logger: logger
        )
        try await application.runService()
    }
}
