import Foundation

/// The server's issued tokens: random opaque strings, checked on every authorized request.
///
/// Access tokens live ``accessLifetime`` (short by configuration); refresh tokens live
/// ``refreshLifetime`` and are rotated on every refresh (the old one stops working). Expired
/// entries are dropped as they are met. Time is read from `now`, injectable for tests.
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
    private let now: @Sendable () -> Date
    private var access: [String: (user: String, expiry: Date)] = [:]
    private var refresh: [String: (user: String, expiry: Date)] = [:]

    /// A store issuing access tokens valid `accessLifetime` and refresh tokens valid `refreshLifetime`.
    public init(
        accessLifetime: Duration = .seconds(300), refreshLifetime: Duration = .seconds(86_400),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.accessLifetime = accessLifetime
        self.refreshLifetime = refreshLifetime
        self.now = now
    }

    /// Issues a new pair for `user`.
    func login(user: String) -> Issued {
        issue(for: user)
    }

    /// Exchanges a live refresh token for a new pair; nil when it is unknown or expired.
    func refresh(_ token: String) -> Issued? {
        guard let entry = refresh.removeValue(forKey: token), entry.expiry > now() else { return nil }
        return issue(for: entry.user)
    }

    /// The user of a live access token; nil when it is unknown or expired.
    func user(forAccessToken token: String) -> String? {
        guard let entry = access[token] else { return nil }
        guard entry.expiry > now() else {
            access[token] = nil
            return nil
        }
        return entry.user
    }

    /// Makes every access token invalid at once (refresh tokens keep working): what a server does
    /// when it suspects a leak, and how tests reach the client's 401-then-refresh path.
    public func revokeAccessTokens() {
        access.removeAll()
    }

    /// Makes every token invalid: every client has to log in again.
    public func revokeAll() {
        access.removeAll()
        refresh.removeAll()
    }

    private func issue(for user: String) -> Issued {
        let issuedAt = now()
        let accessToken = Self.randomToken()
        let refreshToken = Self.randomToken()
        let expiry = issuedAt.addingTimeInterval(Self.seconds(accessLifetime))
        access[accessToken] = (user, expiry)
        refresh[refreshToken] = (user, issuedAt.addingTimeInterval(Self.seconds(refreshLifetime)))
        return Issued(accessToken: accessToken, refreshToken: refreshToken, expiresAt: expiry, user: user)
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
