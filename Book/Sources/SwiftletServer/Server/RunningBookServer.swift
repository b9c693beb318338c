import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// A book server running in this process, started by ``BookServer/start(_:)``.
///
/// The server runs in a task this object owns; call ``shutdown()`` (or use
/// ``BookServer/withRunning(_:_:)``) to stop it: open streams are closed, then the port is released.
public final class RunningBookServer: Sendable {
    /// The server (its request log, live-stream count, configuration).
    public let server: BookServer
    /// The bound host.
    public let host: String
    /// The bound port (the free port picked when the configuration asked for 0).
    public let port: Int

    private let serviceGroup: ServiceGroup
    private let task: Task<Void, any Error>

    init(server: BookServer, host: String, port: Int, serviceGroup: ServiceGroup, task: Task<Void, any Error>) {
        self.server = server
        self.host = host
        self.port = port
        self.serviceGroup = serviceGroup
        self.task = task
    }

    /// `http://<host>:<port>`.
    public var baseURL: URL {
        URL(string: "http://\(host):\(port)")!
    }

    /// The number of streaming responses open right now.
    public var liveStreamCount: Int {
        get async { await server.liveStreamCount }
    }

    /// The server's request log.
    public var requestLog: RequestLog { server.requestLog }

    /// The `/gallery/image` requests the server has answered.
    public var galleryImageRequests: Int {
        get async { await server.galleryImageRequests }
    }

    /// Shuts the server down gracefully (streams end, connections close) and waits until it has
    /// stopped. Calling it twice is harmless. Throws the error the server stopped with, if any.
    public func shutdown() async throws {
        await serviceGroup.triggerGracefulShutdown()
        try await task.value
    }
}

extension BookServer {
    /// Starts a book server serving the book API alone; see ``start(_:context:server:routes:)``.
    public static func start(_ configuration: Configuration) async throws -> RunningBookServer {
        try await start(configuration, context: BookRequestContext.self)
    }

    /// Starts a book server in-process on `configuration.host`/`configuration.port` (0 picks a free
    /// port) and returns once it accepts connections.
    ///
    /// The router is built for `context`; the book routes are registered first, then `routes`
    /// adds any others (e.g. the browser host's). `server` chooses the HTTP server (for example
    /// `.http1WebSocketUpgrade(webSocketRouter: router)`); by default it is the server's own
    /// ``BookServer/httpServer()``. Throws when the database cannot be opened
    /// or the port cannot be bound. The caller owns the result and must call
    /// ``RunningBookServer/shutdown()``.
    public static func start<Context: RequestContext>(
        _ configuration: Configuration,
        context: Context.Type,
        server: ((Router<Context>) -> HTTPServerBuilder)? = nil,
        routes: (Router<Context>) -> Void = { _ in }
    ) async throws -> RunningBookServer where Context: InitializableFromSource<ApplicationRequestContextSource> {
        let book = try BookServer(configuration: configuration)
        let router = Router(context: context)
        book.addRoutes(to: router)
        routes(router)
        let (ports, portContinuation) = AsyncThrowingStream.makeStream(of: Int.self)
        let application = Application(
            router: router,
            server: server?(router) ?? book.httpServer(),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port)),
            services: [book],
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? configuration.port)
            },
            logger: configuration.logger
        )
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [application], logger: configuration.logger)
        )
        let task = Task {
            do {
                try await group.run()
                portContinuation.finish()
            } catch {
                portContinuation.finish(throwing: error)
                throw error
            }
        }
        do {
            for try await port in ports {
                return RunningBookServer(
                    server: book,
                    host: configuration.host,
                    port: port,
                    serviceGroup: group,
                    task: task
                )
            }
            throw BookError(.internalServerError, "The server stopped before it accepted connections.")
        } catch {
            await group.triggerGracefulShutdown()
            _ = try? await task.value
            throw error
        }
    }

    /// Runs `body` with a book server started by ``start(_:)``, then shuts it down (also when
    /// `body` throws). Rethrows `body`'s error.
    public static func withRunning<T>(
        _ configuration: Configuration,
        _ body: (RunningBookServer) async throws -> T
    ) async throws -> T {
        let running = try await start(configuration)
        do {
            let value = try await body(running)
            try await running.shutdown()
            return value
        } catch {
            try? await running.shutdown()
            throw error
        }
    }
}
