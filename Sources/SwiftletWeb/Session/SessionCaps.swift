/// How many sessions the browser host holds, per client and in all.
///
/// A *pending* session is a page load whose socket has not come yet (its tree is mounted and waits
/// up to `pendingTimeout`); every session, pending or attached to a socket, counts toward the
/// session caps. Beyond a per-client cap the page answers `429` (the socket: an error frame and a
/// close); beyond a global cap, `503`.
public struct SessionCaps: Sendable, Equatable {
    /// Sessions (pending and attached) of all clients.
    public var maxSessions: Int
    /// Sessions (pending and attached) of one client.
    public var maxSessionsPerClient: Int
    /// Pending sessions of all clients.
    public var maxPending: Int
    /// Pending sessions of one client.
    public var maxPendingPerClient: Int

    public init(
        maxSessions: Int = 2_000, maxSessionsPerClient: Int = 250, maxPending: Int = 200,
        maxPendingPerClient: Int = 32
    ) {
        self.maxSessions = maxSessions
        self.maxSessionsPerClient = maxSessionsPerClient
        self.maxPending = maxPending
        self.maxPendingPerClient = maxPendingPerClient
    }
}

/// Why a new session was refused.
public enum SessionRefusal: Error, Equatable, CustomStringConvertible {
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
