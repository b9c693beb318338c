/// Limits and timings of the browser host.
public struct WebHostConfiguration: Sendable {
    /// The WebSocket `maxFrameSize` a server hosting the browser host should configure: above the
    /// default message limit, so oversized messages reach the host's own check (and its diagnostic)
    /// instead of closing the socket with 1009.
    public static let maxFrameSize = 1 << 17

    /// The WebSocket `closeTimeout` a server hosting the browser host should configure: how long the
    /// transport waits for the client's answer to its close frame before it drops the connection, so a
    /// client that never answers cannot hold a shutdown (the transport's default is 15 s).
    public static let closeTimeout: Duration = .seconds(1)

    /// Bounds for browser messages (size, value size, visible-range span).
    public var limits: ClientMessage.Limits
    /// How long a page's session waits for its socket before it is closed.
    public var pendingTimeout: Duration
    /// Origins allowed to open sockets besides the page's own (`http://<Host header>`); usually empty.
    public var extraAllowedOrigins: Set<String>
    /// The app whose page `GET /` serves (without the link back to the index) instead of the index
    /// of apps; `nil` (the default) serves the index. Used by `App.main()` for a program's own app.
    public var rootApp: String?
    /// When a socket's session ends (the socket closed, or the server shuts down), how long the
    /// frames already queued may still take to be written before the socket handler returns anyway.
    public var closeGrace: Duration = .seconds(1)

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
