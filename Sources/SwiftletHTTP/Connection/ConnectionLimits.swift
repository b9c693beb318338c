/// Limits on each HTTP connection, enforced before a request reaches a route (see
/// ``ConnectionGuard``). Breaking one gets a JSON error and the connection is closed.
public struct ConnectionLimits: Sendable, Equatable {
    /// How long a client may take to send a request's line and headers, counted from the
    /// connection's start or from the first byte of a later request (408 and close when late).
    public var headerTimeout: Duration
    /// How long a client may take to send a request's whole body, counted from the end of its
    /// headers (408 and close when late).
    public var bodyTimeout: Duration
    /// How long a keep-alive connection may sit idle between requests before it is closed.
    public var idleTimeout: Duration
    /// How long the server's outgoing bytes may wait for a client that reads nothing (the
    /// connection's send buffers stay full and not one byte leaves) before the connection is
    /// closed. Applies to every response, streams and downloads included, and to WebSockets.
    /// A slow client that keeps reading, however little, is never cut.
    public var writeTimeout: Duration
    /// Connections served at once; one more is answered 503 and closed. The cap actually applied
    /// is also kept below the process's descriptor limit (``ConnectionGuard/capacity``).
    public var maxConnections: Int
    /// Connections served at once for one client address; one more from it is answered 429 and
    /// closed. Addresses in ``trustedProxies`` are exempt (every client behind them shares them).
    public var maxConnectionsPerClient: Int
    /// Streaming responses (ticker, chat and CLI chat streams, throttled downloads) open at once
    /// for one client; one more is answered 429. Behind a trusted proxy the client is the last
    /// address of `X-Forwarded-For`.
    public var maxStreamsPerClient: Int
    /// Peer addresses of reverse proxies (`--trusted-proxy`): exempt from the per-client
    /// connection cap, and the only peers whose `X-Forwarded-For` names the client.
    public var trustedProxies: Set<String>
    /// Descriptors kept free for everything but client connections (files, the database, outgoing
    /// connections, and the refusals themselves): the connection cap is at most the descriptor
    /// soft limit minus this.
    public var reservedDescriptors: Int
    /// Header lines per request (431 above).
    public var maxHeaderLines: Int
    /// Bytes of header lines per request, counting `name: value\r\n` (431 above).
    public var maxHeaderBytes: Int
    /// Bytes of the request target (path and query) (414 above).
    public var maxRequestTargetBytes: Int

    /// Limits with the given values; the defaults are 10 s for headers, 30 s for a body, 60 s idle,
    /// 60 s for a client that reads nothing, 10,000 connections (1,500 from one client), 1,200
    /// streams per client, no trusted proxy, 256 descriptors in reserve, 100 header lines, 16 KiB
    /// of headers and an 8 KiB request target.
    ///
    /// The per-client defaults leave room for load tests from one machine (a thousand streams);
    /// a public server behind no proxy may want them lower.
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
        maxRequestTargetBytes: Int = 8 * 1024,
        writeTimeout: Duration = .seconds(60),
        maxConnectionsPerClient: Int = 1_500,
        maxStreamsPerClient: Int = 1_200,
        trustedProxies: Set<String> = [],
        reservedDescriptors: Int = 256
    ) {
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.bodyTimeout = bodyTimeout
        self.maxConnections = maxConnections
        self.maxHeaderLines = maxHeaderLines
        self.maxHeaderBytes = maxHeaderBytes
        self.maxRequestTargetBytes = maxRequestTargetBytes
        self.writeTimeout = writeTimeout
        self.maxConnectionsPerClient = maxConnectionsPerClient
        self.maxStreamsPerClient = maxStreamsPerClient
        self.trustedProxies = trustedProxies
        self.reservedDescriptors = reservedDescriptors
    }
}
