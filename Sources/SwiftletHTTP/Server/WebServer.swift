import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// Runs an HTTP/1.1 server with WebSocket upgrades for a router (usually with SwiftletWeb's `WebHost`
/// registered on it) until SIGINT or SIGTERM: the machinery behind both `App.main()` and
/// `swiftlet serve`.
///
/// On a signal the server shuts down gracefully: open sockets end, which closes their sessions
/// (their trees unmount and their tasks are cancelled), connections that have not sent a request
/// close (``QuiescingChildChannel``), `services` are asked to stop, then `run` returns normally.
public enum WebServer {
    /// The WebSocket `maxFrameSize` every connection is configured with: above the browser host's
    /// default message limit, so oversized messages reach the host's own check (and its diagnostic)
    /// instead of closing the socket with 1009.
    public static let maxWebSocketFrameSize = 1 << 17

    /// The WebSocket `closeTimeout` every connection is configured with: how long the transport waits
    /// for the client's answer to its close frame before it drops the connection, so a client that
    /// never answers cannot hold a shutdown (the transport's default is 15 s).
    public static let webSocketCloseTimeout: Duration = .seconds(1)

    /// Serves `router` on `host:port` (port 0 picks a free port) until SIGINT/SIGTERM. First raises
    /// the process's descriptor soft limit to its hard limit (``DescriptorLimit``).
    ///
    /// - Parameters:
    ///   - router: the routes to serve, usually with a `WebHost` registered on them.
    ///   - host: the address to listen on, such as `127.0.0.1`.
    ///   - port: the port to listen on; 0 picks a free one (see `onListening`).
    ///   - additionalChannelHandlers: handlers added to every HTTP/1 connection's pipeline.
    ///   - wrapChildChannel: wraps the per-connection channel setup, for handlers that must sit
    ///     elsewhere in the pipeline or see the connection before its first request (for
    ///     example a ``ConnectionGuard``: `{ guard.wrap(any: $0, upgradable: true) }`).
    ///   - services: run beside the server and shut down with it.
    ///   - logger: the server's logger (Hummingbird's request and lifecycle messages).
    ///   - onListening: called once with the bound port when the server accepts connections.
    /// - Throws: ``WebServerError/portInUse(host:port:)`` when the address is taken,
    ///   ``WebServerError/cannotListen(host:port:reason:)`` for any other failure to bind, and the
    ///   error of a failing service as is.
    public static func run<Context: WebSocketRequestContext>(
        router: Router<Context>, host: String, port: Int,
        additionalChannelHandlers: @escaping @Sendable () -> [any RemovableChannelHandler] = { [] },
        wrapChildChannel: @escaping @Sendable (any ServerChildChannel) -> any ServerChildChannel = { $0 },
        services: [any Service] = [], logger: Logger,
        onListening: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) async throws where Context.Source == ApplicationRequestContextSource {
        // Every connection is a descriptor: hold as many as the system allows.
        DescriptorLimit.raiseSoftLimitToHard()
        let webSocketResponder = router.buildResponder()
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(additionalChannelHandlers: additionalChannelHandlers()),
            ws: .init(
                maxFrameSize: maxWebSocketFrameSize, closeTimeout: webSocketCloseTimeout))
        let application = Application(
            router: router,
            server: HTTPServerBuilder { responder in
                quiescing(
                    wrapChildChannel(
                        HTTP1WebSocketUpgradeChannel(
                            responder: responder, webSocketResponder: webSocketResponder, configuration: configuration))
                )
            },
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            services: services,
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? port) },
            logger: logger
        )
        do {
            try await application.runService()
        } catch let error as IOError {
            throw WebServerError(binding: error, host: host, port: port)
        }
    }
}
