import Foundation

/// The server's issued tokens: random opaque strings, stored in the server's database (so they
/// survive a restart) and checked on every authorized request.
///
/// Access tokens live ``accessLifetime`` (five minutes by default); refresh tokens live
/// ``refreshLifetime`` and are rotated on every refresh (the old one stops working at once).
/// Expired tokens are refused, and deleted whenever new ones are issued. Time is read from the
/// injected `now`, so tests decide when tokens expire.
public actor AuthTokens {
    /// One issued pair, as the routes answer it.
    struct Issued: Codable, Sendable {
        var accessToken: String
        var refreshToken: String
        var expiresAt: Date
        var user: String
    }

    /// How long an access token is accepted.
    public let accessLifetime: Duration
    /// How long a refresh token is accepted.
    public let refreshLifetime: Duration
    private let store: any BookStore
    private let now: @Sendable () -> Date

    /// A store issuing access tokens valid `accessLifetime` and refresh tokens valid
    /// `refreshLifetime`, kept in `store`, on the clock `now`.
    init(
        accessLifetime: Duration, refreshLifetime: Duration, store: any BookStore,
        now: @escaping @Sendable () -> Date
    ) {
        self.accessLifetime = accessLifetime
        self.refreshLifetime = refreshLifetime
        self.store = store
        self.now = now
    }

    /// Issues and stores a new pair for `user`.
    func login(user: String) async throws -> Issued {
        let (issued, access, refresh) = makePair(for: user)
        try await store.storeTokens(user: user, access: access, refresh: refresh, now: now())
        return issued
    }

    /// Exchanges a live refresh token for a new pair, consuming it; nil when it is unknown,
    /// expired or already used.
    func refresh(_ token: String) async throws -> Issued? {
        // The user is only known inside the transaction; the pair is made for a placeholder and
        // relabelled, as tokens do not encode their user.
        let (issued, access, refresh) = makePair(for: "")
        guard
            let user = try await store.rotateRefreshToken(token, access: access, refresh: refresh, now: now())
        else { return nil }
        var result = issued
        result.user = user
        return result
    }

    /// The user of a live access token; nil when it is unknown or expired.
    func user(forAccessToken token: String) async throws -> String? {
        try await store.tokenUser(token, kind: .access, now: now())
    }

    /// Makes every access token invalid at once (refresh tokens keep working): what a server does
    /// when it suspects a leak, and how tests reach the client's 401-then-refresh path.
    public func revokeAccessTokens() async throws {
        try await store.revokeTokens(kind: .access)
    }

    /// Makes every token invalid: every client has to log in again.
    public func revokeAll() async throws {
        try await store.revokeTokens(kind: nil)
    }

    private func makePair(
        for user: String
    ) -> (Issued, access: (token: String, expiry: Date), refresh: (token: String, expiry: Date)) {
        let issuedAt = now()
        let access = (token: Self.randomToken(), expiry: issuedAt.addingTimeInterval(Self.seconds(accessLifetime)))
        let refresh = (token: Self.randomToken(), expiry: issuedAt.addingTimeInterval(Self.seconds(refreshLifetime)))
        let issued = Issued(
            accessToken: access.token, refreshToken: refresh.token, expiresAt: access.expiry, user: user)
        return (issued, access, refresh)
    }

    /// 256 random bits as 64 hex digits (the system generator is cryptographically secure).
    private static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
