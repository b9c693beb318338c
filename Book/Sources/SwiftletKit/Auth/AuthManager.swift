import Foundation

/// Hands out a valid access token, refreshing it when needed, with at most one refresh in flight.
///
/// The post's token provider. ``validToken()`` checks, in this order: a refresh in flight is joined (even
/// a locally valid token is not returned meanwhile); no token throws ``AuthError/missingToken``; a valid
/// token is returned; otherwise a refresh runs. However many callers need a refresh at once, they share
/// one call of the refresh function and all get its token or its error; errors are not cached, so the
/// next call after a failed refresh starts a new one. The shared refresh belongs to the manager: a caller
/// that is cancelled does not cancel it; ``signOut()`` and releasing the manager do.
public actor AuthManager {
    /// Renews a token; typically `AuthService.refresh`.
    public typealias Refresh = @Sendable (Token) async throws -> Token

    private let refresh: Refresh
    private let now: @Sendable () -> Date
    private let margin: TimeInterval
    private var currentToken: Token?
    private var refreshTask: Task<Token, any Error>?
    private var refreshGeneration = 0

    /// Refreshes that were started (for tests and diagnostics).
    public private(set) var refreshCount = 0

    /// A manager starting with `token` (nil: logged out). A token counts as expired `safetyMargin` seconds
    /// before its expiry by `now`'s clock.
    public init(
        token: Token? = nil, safetyMargin: TimeInterval = 0,
        now: @escaping @Sendable () -> Date = { Date() },
        refresh: @escaping Refresh
    ) {
        self.currentToken = token
        self.margin = safetyMargin
        self.now = now
        self.refresh = refresh
    }

    deinit {
        refreshTask?.cancel()
    }

    /// The current token, without refreshing.
    public var token: Token? { currentToken }

    /// Replaces the token (after a login).
    public func signIn(_ token: Token) {
        refreshGeneration += 1
        refreshTask?.cancel()
        refreshTask = nil
        currentToken = token
    }

    /// Forgets the token and cancels a refresh in flight; callers waiting on it get its cancellation error.
    public func signOut() {
        refreshGeneration += 1
        refreshTask?.cancel()
        refreshTask = nil
        currentToken = nil
    }

    /// A token that is valid now; see the type's documentation for the order of checks.
    public func validToken() async throws -> Token {
        if let refreshTask { return try await refreshTask.value }
        guard let currentToken else { throw AuthError.missingToken }
        if currentToken.isValid(at: now(), margin: margin) { return currentToken }
        return try await refreshToken()
    }

    /// Refreshes now, even if the token looks valid (after the server answered 401), or joins the refresh
    /// in flight. Throws ``AuthError/missingToken`` when logged out, or the refresh function's error.
    public func refreshToken() async throws -> Token {
        if let refreshTask { return try await refreshTask.value }
        guard let currentToken else { throw AuthError.missingToken }
        refreshCount += 1
        refreshGeneration += 1
        let generation = refreshGeneration
        let refresh = self.refresh
        // The task body runs on this actor only after this method suspends below, so `refreshTask` is
        // always set before the task can clear it.
        let task = Task<Token, any Error> {
            defer { if self.refreshGeneration == generation { self.refreshTask = nil } }
            let token = try await refresh(currentToken)
            try Task.checkCancellation()
            self.currentToken = token
            return token
        }
        refreshTask = task
        return try await task.value
    }
}
