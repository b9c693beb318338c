import Foundation
import Logging
@_spi(SwiftletHost) import SwiftletUI

/// Every live browser session of one host, on the main actor.
///
/// A page request creates a *pending* session; the page's socket adopts it by token. A pending
/// session nobody adopts within `pendingTimeout` is closed, so an abandoned page load never leaks a
/// view tree. `liveCount` returns to 0 once every socket has closed.
@MainActor
@_spi(SwiftletEmbedding) public final class SessionRegistry {
    private var sessions: [String: WebSession] = [:]
    private var expiries: [String: Task<Void, Never>] = [:]
    /// The client (see ``ClientAddress``) each session was created for, by token.
    private var clients: [String: String] = [:]
    /// Sessions (pending and attached) per client.
    private var sessionsByClient: [String: Int] = [:]
    /// Pending sessions per client.
    private var pendingByClient: [String: Int] = [:]
    /// The caps checked by ``admit(client:pending:)``.
    let caps: SessionCaps
    private let bufferedBytes: Int
    private let pendingTimeout: Duration
    private let clock: any Clock<Duration>
    private let limits: ClientMessage.Limits
    private let logger: Logger
    /// Sessions closed since the allocator last gave free pages back (see `FreedMemory`).
    private var closedSinceRelease = 0
    /// The pacing of every session's tick frames.
    private let minimumFrameInterval: Duration
    /// The pending hand-back of freed memory, re-armed by every close once a batch has closed.
    private var memoryRelease: Task<Void, Never>?
    /// Sessions whose socket dropped, by token, with the timer that closes them after `grace`.
    private var detached: [String: Task<Void, Never>] = [:]
    /// The detached sessions of each client, oldest first: they count against
    /// ``SessionCaps/maxDetachedPerClient``, not against the client's live share.
    private var detachedByClient: [String: [String]] = [:]
    /// The full token of each session by its public part (see ``SessionToken``).
    private var tokensByID: [String: String] = [:]
    /// How long a session whose socket dropped waits for its page to come back.
    private let grace: Duration
    /// The bytes of frames already written that each session keeps for a resumed socket.
    private let replayBytes: Int

    /// A registry whose unadopted sessions expire after `pendingTimeout` on `clock`; its sessions
    /// send tick frames at most once per `minimumFrameInterval` (``FramePacer``).
    nonisolated init(
        pendingTimeout: Duration, clock: any Clock<Duration>, limits: ClientMessage.Limits,
        caps: SessionCaps = .init(), bufferedBytes: Int = WebHostConfiguration.defaultQueuedFrameBytes,
        minimumFrameInterval: Duration = FramePacer.defaultInterval, grace: Duration = .zero, replayBytes: Int = 0,
        logger: Logger
    ) {
        self.grace = grace
        self.replayBytes = replayBytes
        self.minimumFrameInterval = minimumFrameInterval
        self.caps = caps
        self.bufferedBytes = bufferedBytes
        self.pendingTimeout = pendingTimeout
        self.clock = clock
        self.limits = limits
        self.logger = logger
    }

    /// The number of sessions whose view tree is mounted (pending or attached).
    public var liveCount: Int { sessions.count }

    /// The number of sessions still waiting for their page's socket.
    public var pendingCount: Int { expiries.count }

    /// The number of sessions whose socket dropped and that wait (at most the grace period) for their
    /// page to come back. They are counted in ``liveCount`` too, and against their client's
    /// ``SessionCaps/maxDetachedPerClient`` (not its live share).
    public var detachedCount: Int { detached.count }

    /// The number of detached sessions held for `client`.
    public func detachedCount(client: String) -> Int { detachedByClient[client]?.count ?? 0 }

    /// The bytes of the `Image(data:)` published under `key` in a live session, if any.
    func imageData(forKey key: String) -> Data? {
        for session in sessions.values {
            if let data = session.graph.imageData.data(forKey: key) { return data }
        }
        return nil
    }

    /// Whether `client` may get one more session (`pending`: a page load waiting for its socket);
    /// `nil` when it may, else why not.
    func admit(client: String, pending: Bool) -> SessionRefusal? {
        // Detached sessions (no socket, waiting for their page) have a share of their own.
        if sessionsByClient[client, default: 0] - detachedCount(client: client) >= caps.maxSessionsPerClient {
            return .clientLimit("too many sessions from this client (at most \(caps.maxSessionsPerClient))")
        }
        if pending, pendingByClient[client, default: 0] >= caps.maxPendingPerClient {
            return .clientLimit(
                "too many pages loaded without their socket from this client (at most \(caps.maxPendingPerClient))")
        }
        if sessions.count >= caps.maxSessions {
            return .hostLimit("the server holds its maximum of \(caps.maxSessions) sessions; try again later")
        }
        if pending, expiries.count >= caps.maxPending {
            return .hostLimit("the server holds its maximum of \(caps.maxPending) pages waiting for their socket")
        }
        return nil
    }

    /// The number of sessions (pending and attached) held for `client`.
    public func sessionCount(client: String) -> Int { sessionsByClient[client, default: 0] }

    /// Mounts a new session for `app` and starts its adoption timer. Callers check
    /// ``admit(client:pending:)`` first.
    func createPending(
        _ app: WebApp, client: String = "", openedAt opened: NavigationURLState? = nil, basePath: String = ""
    ) -> WebSession {
        let session = make(app, client: client, openedAt: opened, basePath: basePath)
        pendingByClient[client, default: 0] += 1
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

    /// Mounts a new session for `app` that a socket owns from the start; its bodies read
    /// `sceneValues` (the page's `@SceneStorage`) from the first evaluation, and `opened` (the page's
    /// URL, as its socket reports it) rebuilds its navigation before the first render (see
    /// ``WebSession/startNavigation(from:)``).
    func createAttached(
        _ app: WebApp, client: String = "", sceneValues: [String: String] = [:],
        openedAt opened: NavigationURLState? = nil, basePath: String = ""
    ) -> WebSession {
        make(app, client: client, sceneValues: sceneValues, openedAt: opened, basePath: basePath)
    }

    // MARK: Session resume

    /// The session with `token` for the app named `appName`, whether pending, attached to another
    /// socket or detached, now owned by the caller's socket (which calls `WebSession.attach`, so an
    /// earlier socket stops serving it); `nil` for a token that names no live session of that app,
    /// or when `origin` (the socket's `Origin`) is not the one the session's first socket came from.
    ///
    /// The session gets a new token at once (see `rotateToken(of:)`); the one the page came with
    /// stays good only until the page confirms the new one (``WebSession/heldToken``), and only the
    /// socket the new one was handed to knows it.
    func resume(token: String, appName: String, origin: String? = nil) -> WebSession? {
        guard let session = session(token: token, appName: appName) else { return nil }
        if let bound = session.boundOrigin {
            guard bound == origin else { return nil }
        } else {
            session.boundOrigin = .some(origin)
        }
        if let expiry = expiries.removeValue(forKey: session.token) {
            expiry.cancel()
            if let client = clients[session.token] { decrement(&pendingByClient, client) }
        }
        dropDetached(session.token)
        rotateToken(of: session)
        return session
    }

    /// Gives `session` a new secret under the same public part (the session's identity, which a
    /// proxy may route on), so its old token is void.
    private func rotateToken(of session: WebSession) {
        let old = session.token
        guard let id = SessionToken.publicPart(of: old) else { return }
        let token = id + SessionToken.make().dropFirst(SessionToken.publicDigits)
        tokensByID[id] = token
        sessions[token] = sessions.removeValue(forKey: old)
        clients[token] = clients.removeValue(forKey: old)
        session.token = token
    }

    /// Called when the socket that attached as `attachment` ends. If no later socket took the session
    /// over, it is closed (`closing`: a shutdown or a misbehaving socket) or detached: it keeps running
    /// for the grace period, then closes unless a socket resumed it.
    func release(_ session: WebSession, attachment: Int, closing: Bool) {
        guard session.attachment == attachment, sessions[session.token] === session else { return }
        guard !closing, !session.isLeaving, grace > .zero else {
            close(session)
            return
        }
        let token = session.token
        let clock = clock
        let grace = grace
        detached[token] = Task { [weak self] in
            do {
                try await clock.sleep(for: grace)
            } catch {
                return
            }
            self?.expireDetached(token)
        }
        // A client's detached sessions beyond its share: the oldest is closed to make room.
        guard let client = clients[token] else { return }
        detachedByClient[client, default: []].append(token)
        while let oldest = detachedByClient[client]?.first, detachedCount(client: client) > caps.maxDetachedPerClient {
            if let session = sessions[oldest] {
                logger.info(
                    "closing detached session \(oldest.prefix(8)): its client holds its share of detached sessions")
                close(session)
            } else {
                detached.removeValue(forKey: oldest)?.cancel()
                detachedByClient[client]?.removeFirst()
            }
        }
    }

    private func expireDetached(_ token: String) {
        guard detached[token] != nil, let session = sessions[token] else { return }
        dropDetached(token)
        logger.info("session \(token.prefix(8)) was not resumed within its grace period; closing it")
        close(session)
    }

    /// Forgets that the session with `token` is detached (cancelling its grace timer).
    private func dropDetached(_ token: String) {
        detached.removeValue(forKey: token)?.cancel()
        guard let client = clients[token], var tokens = detachedByClient[client] else { return }
        tokens.removeAll { $0 == token }
        detachedByClient[client] = tokens.isEmpty ? nil : tokens
    }

    /// The live session whose token is `token` (its secret compared in constant time) for `appName`.
    ///
    /// Besides the session's current token, the one its page is known to hold (``WebSession/heldToken``)
    /// is accepted until the page confirms the newer one: a socket that died before its hello frame
    /// reached the page must not cost the page its session.
    func session(token: String, appName: String) -> WebSession? {
        guard let id = SessionToken.publicPart(of: token), let known = tokensByID[id],
            let session = sessions[known], session.app.name == appName
        else { return nil }
        let current = SessionToken.matches(known, token)
        let held = SessionToken.matches(session.heldToken, token)
        return current || held ? session : nil
    }

    /// Closes the session (unmounting its tree) and forgets it.
    func close(_ session: WebSession) {
        let client = clients[session.token]
        if let expiry = expiries.removeValue(forKey: session.token) {
            expiry.cancel()
            if let client { decrement(&pendingByClient, client) }
        }
        dropDetached(session.token)
        if let id = SessionToken.publicPart(of: session.token), tokensByID[id] == session.token {
            tokensByID.removeValue(forKey: id)
        }
        if sessions.removeValue(forKey: session.token) != nil, let client {
            decrement(&sessionsByClient, client)
            clients.removeValue(forKey: session.token)
        }
        session.close()
        scheduleMemoryRelease()
    }

    /// Returns freed session memory to the system once closes have stopped for `releaseQuiet`,
    /// when at least `releaseBatch` sessions closed since the last time, so RSS follows the sessions
    /// a server holds rather than its busiest moment. Trimming walks and locks every allocator arena,
    /// so it never runs in the middle of a burst of closes.
    private func scheduleMemoryRelease() {
        closedSinceRelease += 1
        guard closedSinceRelease >= Self.releaseBatch else { return }
        memoryRelease?.cancel()
        let clock = clock
        memoryRelease = Task { [weak self] in
            do {
                try await clock.sleep(for: Self.releaseQuiet)
            } catch {
                return
            }
            guard let self else { return }
            self.closedSinceRelease = 0
            self.memoryRelease = nil
            FreedMemory.release()
        }
    }

    /// Sessions that must have closed before freed memory is handed back.
    private static let releaseBatch = 32
    /// How long closes must have stopped before freed memory is handed back.
    static let releaseQuiet: Duration = .seconds(1)

    /// Closes every session (server shutdown).
    public func closeAll() {
        for session in Array(sessions.values) { close(session) }
        memoryRelease?.cancel()
        memoryRelease = nil
    }

    private func make(
        _ app: WebApp, client: String, sceneValues: [String: String] = [:], openedAt opened: NavigationURLState?,
        basePath: String
    ) -> WebSession {
        var token = SessionToken.make()
        while let id = SessionToken.publicPart(of: token), tokensByID[id] != nil { token = SessionToken.make() }
        let session = WebSession(
            app: app, token: token, limits: limits, bufferedBytes: bufferedBytes,
            minimumFrameInterval: minimumFrameInterval, replayBytes: replayBytes, sceneValues: sceneValues,
            logger: logger, openedAt: opened, basePath: basePath)
        if let id = SessionToken.publicPart(of: token) { tokensByID[id] = token }
        sessions[session.token] = session
        clients[session.token] = client
        sessionsByClient[client, default: 0] += 1
        return session
    }

    private func decrement(_ counts: inout [String: Int], _ client: String) {
        let left = counts[client, default: 0] - 1
        counts[client] = left > 0 ? left : nil
    }

    private func expire(_ token: String) {
        guard expiries.removeValue(forKey: token) != nil, let session = sessions[token] else { return }
        logger.info("page session \(token.prefix(8)) was never adopted by a socket; closing it")
        close(session)
    }
}
