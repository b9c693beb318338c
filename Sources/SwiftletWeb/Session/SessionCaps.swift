/// How many sessions the browser host holds, per client and in all.
///
/// A *pending* session is a page load whose socket has not come yet (its tree is mounted and waits
/// up to `pendingTimeout`); every session, pending or attached to a socket, counts toward the
/// session caps. Beyond a per-client cap the page answers `429` (the socket: an error frame and a
/// close); beyond a global cap, `503`.
///
/// A *detached* session (its socket dropped; it waits up to the grace period for its page) counts
/// against its client's ``maxDetachedPerClient`` instead of its live share, so a client that drops
/// its sockets cannot fill its share with sessions nobody uses: past that share its oldest detached
/// session is closed. Detached sessions still count toward ``maxSessions``.
@_spi(SwiftletEmbedding) public struct SessionCaps: Sendable, Equatable {
    /// Sessions (pending and attached) of all clients.
    public var maxSessions: Int
    /// Sessions (pending and attached) of one client.
    public var maxSessionsPerClient: Int
    /// Pending sessions of all clients.
    public var maxPending: Int
    /// Pending sessions of one client.
    public var maxPendingPerClient: Int
    /// Detached sessions of one client.
    public var maxDetachedPerClient: Int

    /// Caps with the given values; the defaults are 2,000 sessions (250 from one client), 200 page
    /// loads waiting for their socket (32 from one client) and 32 detached sessions per client.
    public init(
        maxSessions: Int = 2_000, maxSessionsPerClient: Int = 250, maxPending: Int = 200,
        maxPendingPerClient: Int = 32, maxDetachedPerClient: Int = 32
    ) {
        self.maxSessions = maxSessions
        self.maxSessionsPerClient = maxSessionsPerClient
        self.maxPending = maxPending
        self.maxPendingPerClient = maxPendingPerClient
        self.maxDetachedPerClient = maxDetachedPerClient
    }
}

/// Why a new session was refused.
@_spi(SwiftletEmbedding) public enum SessionRefusal: Error, Equatable, CustomStringConvertible {
    /// The client holds its share (`429 Too Many Requests`).
    case clientLimit(String)
    /// The host is full (`503 Service Unavailable`).
    case hostLimit(String)

    public var description: String {
        switch self {
        case .clientLimit(let reason), .hostLimit(let reason): reason
        }
    }
}
