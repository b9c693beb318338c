import SwiftletHTTP

/// Limits and timings of the browser host.
@_spi(SwiftletEmbedding) public struct WebHostConfiguration: Sendable {
    /// The WebSocket `maxFrameSize` a server hosting the browser host should configure (the one
    /// `WebServer.run` configures): above the default message limit, so oversized messages reach the
    /// host's own check (and its diagnostic) instead of closing the socket with 1009.
    public static let maxFrameSize = WebServer.maxWebSocketFrameSize

    /// The WebSocket `closeTimeout` a server hosting the browser host should configure (the one
    /// `WebServer.run` configures): how long the transport waits for the client's answer to its close
    /// frame before it drops the connection, so a client that never answers cannot hold a shutdown.
    public static let closeTimeout = WebServer.webSocketCloseTimeout

    /// Bounds for browser messages (size, value size, visible-range span).
    public var limits: ClientMessage.Limits
    /// How long a page's session waits for its socket before it is closed.
    public var pendingTimeout: Duration
    /// How long a socket that announced scene values (`scene=1`) may take to send them, its first
    /// message, before it holds a session: a socket still silent then gets an error frame and is
    /// closed, so sockets that never speak cannot pile up outside the session caps.
    public var firstMessageTimeout: Duration = .seconds(5)
    /// Origins allowed to open sockets besides the page's own (`http://<Host header>`); usually empty.
    public var extraAllowedOrigins: Set<String>
    /// The app whose page `GET /` serves (without the link back to the index) instead of the index
    /// of apps; `nil` (the default) serves the index. Used by `App.main()` for a program's own app.
    public var rootApp: String?
    /// When a socket's session ends (the socket closed, or the server shuts down), how long the
    /// frames already queued may still take to be written before the socket handler returns anyway.
    public var closeGrace: Duration = .seconds(1)
    /// How many sessions (pending and live) one client and the whole host may hold.
    public var sessionCaps = SessionCaps()
    /// Peer addresses (IP literals) of proxies whose `X-Forwarded-For` names the client; from any
    /// other peer the header is ignored and the client is the peer address.
    public var trustedProxies: Set<String> = []
    /// The host names (optionally `name:port`) a page's WebSocket may be opened for: the `Host` of the
    /// upgrade, equal to its `Origin`, must be one of them, so a page on another name that resolves to
    /// this server (DNS rebinding) is refused. The default is the loopback names; servers set it from
    /// the listening address (``defaultAllowedHosts(listeningOn:)``) or `--allowed-host`.
    public var allowedHosts: Set<String> = WebHostConfiguration.defaultAllowedHosts(listeningOn: "127.0.0.1")
    /// Whether any IP-literal `Host` is allowed as well (a server listening on every address: a
    /// literal address cannot be rebound to another server).
    public var allowsAnyAddressHost = false
    /// Messages one socket may send per second on average; beyond ``messageBurst`` the socket gets an
    /// error frame and is closed.
    public var messageRate: Double = 200
    /// Messages one socket may send at once before ``messageRate`` applies.
    public var messageBurst: Double = 400
    /// The most bytes of frames queued for one socket (see ``WebSession``).
    public var queuedFrameBytes = WebHostConfiguration.defaultQueuedFrameBytes

    /// How long a session whose socket dropped keeps running (its tasks, streams and frames) for its
    /// page to reconnect and resume it; zero closes it with its socket. `--session-grace SECONDS`.
    public var sessionGrace: Duration = .seconds(60)
    /// The most bytes of frames already written that a session keeps, so that a page whose socket
    /// dropped gets again what it did not receive; a page that missed more gets one render.
    public var resumeBufferBytes = 256 * 1024
    /// How the page loads the browser client: one bundled script (the default, which loads faster:
    /// BENCHMARKS.md) or its ES modules as they are. `SWIFTLET_CLIENT_SCRIPT=modules` sets the default.
    public var clientScript: ClientScript = .fromEnvironment

    /// The default bound on the bytes of frames queued for one socket: 8 MiB.
    public static let defaultQueuedFrameBytes = 8 << 20

    /// The hosts allowed by default for a server listening on `address`: that address and
    /// `localhost` (with `127.0.0.1` and `[::1]` for a loopback server).
    public static func defaultAllowedHosts(listeningOn address: String) -> Set<String> {
        var hosts: Set<String> = ["localhost", address.lowercased()]
        if address.contains(":"), !address.hasPrefix("[") { hosts.insert("[\(address.lowercased())]") }
        if ["127.0.0.1", "::1", "localhost"].contains(address.lowercased()) {
            hosts.formUnion(["127.0.0.1", "[::1]"])
        }
        return hosts
    }

    /// Whether `address` is a wildcard listening address (every interface).
    public static func isWildcard(_ address: String) -> Bool {
        ["0.0.0.0", "::", "[::]", ""].contains(address)
    }

    public init(
        limits: ClientMessage.Limits = .init(), pendingTimeout: Duration = .seconds(30),
        extraAllowedOrigins: Set<String> = [], rootApp: String? = nil
    ) {
        self.limits = limits
        self.pendingTimeout = pendingTimeout
        self.extraAllowedOrigins = extraAllowedOrigins
        self.rootApp = rootApp
    }
}
