/// Limits on each HTTP connection, enforced before a request reaches a route (see
/// ``ConnectionGuard``). Breaking one gets a JSON error and the connection is closed.
public struct ConnectionLimits: Sendable, Equatable {
    /// How long a client may take to send a request's line and headers, counted from the
    /// connection's start or from the first byte of a later request (408 and close when late).
    public var headerTimeout: Duration
    /// How long a client may take to send a request's whole body, counted from the end of its
    /// headers (408 and close when late). The book server's bodies are a few kilobytes at most.
    public var bodyTimeout: Duration
    /// How long a keep-alive connection may sit idle between requests before it is closed.
    public var idleTimeout: Duration
    /// Connections served at once; one more is answered 503 and closed.
    public var maxConnections: Int
    /// Header lines per request (431 above).
    public var maxHeaderLines: Int
    /// Bytes of header lines per request, counting `name: value\r\n` (431 above).
    public var maxHeaderBytes: Int
    /// Bytes of the request target (path and query) (414 above).
    public var maxRequestTargetBytes: Int

    /// Limits with the given values; the defaults are 10 s for headers, 30 s for a body, 60 s idle,
    /// 10,000 connections, 100 header lines, 16 KiB of headers and an 8 KiB request target.
    ///
    /// NIO's request decoder refuses more than 80 KiB of request line and headers whatever these
    /// say, so header limits above that have no effect.
    public init(
        headerTimeout: Duration = .seconds(10),
        idleTimeout: Duration = .seconds(60),
        bodyTimeout: Duration = .seconds(30),
        maxConnections: Int = 10_000,
        maxHeaderLines: Int = 100,
        maxHeaderBytes: Int = 16 * 1024,
        maxRequestTargetBytes: Int = 8 * 1024
    ) {
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.bodyTimeout = bodyTimeout
        self.maxConnections = maxConnections
        self.maxHeaderLines = maxHeaderLines
        self.maxHeaderBytes = maxHeaderBytes
        self.maxRequestTargetBytes = maxRequestTargetBytes
    }
}
