import Foundation
import Logging

/// Every live browser session of one host, on the main actor.
///
/// A page request creates a *pending* session; the page's socket adopts it by token. A pending
/// session nobody adopts within `pendingTimeout` is closed, so an abandoned page load never leaks a
/// view tree. `liveCount` returns to 0 once every socket has closed.
@MainActor
public final class SessionRegistry {
    private var sessions: [String: WebSession] = [:]
    private var expiries: [String: Task<Void, Never>] = [:]
    private let pendingTimeout: Duration
    private let clock: any Clock<Duration>
    private let limits: ClientMessage.Limits
    private let logger: Logger
    /// Sessions closed since the allocator last gave free pages back (see `FreedMemory`).
    private var closedSinceRelease = 0

    /// A registry whose unadopted sessions expire after `pendingTimeout` on `clock`.
    nonisolated init(
        pendingTimeout: Duration, clock: any Clock<Duration>, limits: ClientMessage.Limits, logger: Logger
    ) {
        self.pendingTimeout = pendingTimeout
        self.clock = clock
        self.limits = limits
        self.logger = logger
    }

    /// The number of sessions whose view tree is mounted (pending or attached).
    public var liveCount: Int { sessions.count }

    /// The number of sessions still waiting for their page's socket.
    public var pendingCount: Int { expiries.count }

    /// The bytes of the `Image(data:)` published under `key` in a live session, if any.
    func imageData(forKey key: String) -> Data? {
        for session in sessions.values {
            if let data = session.graph.imageData.data(forKey: key) { return data }
        }
        return nil
    }

    /// Mounts a new session for `app` and starts its adoption timer.
    func createPending(_ app: WebApp) -> WebSession {
        let session = make(app)
        let token = session.token
        let clock = clock
        let timeout = pendingTimeout
        expiries[token] = Task { [weak self] in
            do {
                try await clock.sleep(for: timeout)
            } catch {
                return
            }
            self?.expire(token)
        }
        return session
    }

    /// Mounts a new session for `app` that a socket owns from the start.
    func createAttached(_ app: WebApp) -> WebSession {
        make(app)
    }

    /// The pending session with `token` for the app named `appName`, now owned by the caller's socket.
    func adopt(token: String, appName: String) -> WebSession? {
        guard let session = sessions[token], session.app.name == appName,
            let expiry = expiries.removeValue(forKey: token)
        else { return nil }
        expiry.cancel()
        return session
    }

    /// Closes the session (unmounting its tree) and forgets it.
    func close(_ session: WebSession) {
        expiries.removeValue(forKey: session.token)?.cancel()
        sessions.removeValue(forKey: session.token)
        session.close()
        releaseFreedMemoryIfDue()
    }

    /// Returns freed session memory to the system when the last session closes and after every
    /// `releaseInterval` closes, so RSS follows the sessions a server holds, not its busiest moment.
    private func releaseFreedMemoryIfDue() {
        closedSinceRelease += 1
        guard sessions.isEmpty || closedSinceRelease >= Self.releaseInterval else { return }
        closedSinceRelease = 0
        FreedMemory.release()
    }

    /// How many session closes may pass between two releases of freed memory.
    private static let releaseInterval = 256

    /// Closes every session (server shutdown).
    public func closeAll() {
        for session in Array(sessions.values) { close(session) }
    }

    private func make(_ app: WebApp) -> WebSession {
        let session = WebSession(app: app, token: Self.newToken(), limits: limits, logger: logger)
        sessions[session.token] = session
        return session
    }

    private func expire(_ token: String) {
        guard expiries.removeValue(forKey: token) != nil, let session = sessions[token] else { return }
        logger.info("page session \(token.prefix(8)) was never adopted by a socket; closing it")
        close(session)
    }

    private static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
