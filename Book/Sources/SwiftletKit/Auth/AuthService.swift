import Foundation

/// The client of the server's `/auth` routes: log in, refresh, ask who the token belongs to.
///
/// Wire format (JSON, dates as seconds since 2001-01-01): `POST /auth/login` with `{"user": NAME}` and
/// `POST /auth/refresh` with `{"refreshToken": SECRET}` both answer
/// `{"accessToken", "refreshToken", "expiresAt", "user"}`; `GET /auth/me` with a bearer token answers
/// `{"user": NAME}`. Rejections are 401 (or 400 for a bad body) with `{"error": "..."}`, thrown as
/// ``WebClientError/badStatus(_:body:)``.
public struct AuthService: Sendable {
    public let baseURL: URL
    public let client: WebClient

    public init(baseURL: URL, client: WebClient = WebClient()) {
        self.baseURL = baseURL
        self.client = client
    }

    /// Logs `user` in and returns its first token.
    public func login(user: String) async throws -> Token {
        let request = try WebRequest.post(baseURL.appendingPathComponent("auth/login"), json: ["user": user])
        return try await client.decoded(IssuedToken.self, for: request).token
    }

    /// A new access token for `token`'s refresh token. Throws ``AuthError/missingToken`` if it has none.
    public func refresh(_ token: Token) async throws -> Token {
        guard let secret = token.refreshToken else { throw AuthError.missingToken }
        let request = try WebRequest.post(
            baseURL.appendingPathComponent("auth/refresh"), json: ["refreshToken": secret])
        return try await client.decoded(IssuedToken.self, for: request).token
    }

    /// The request for `GET /auth/me`, to send through an ``AuthorizedClient``.
    public var meRequest: WebRequest { .get(baseURL.appendingPathComponent("auth/me")) }

    /// Logs `user` in and returns a manager that refreshes through this service.
    public func manager(user: String) async throws -> AuthManager {
        let token = try await login(user: user)
        return AuthManager(token: token) { old in try await self.refresh(old) }
    }
}

/// The body of `/auth/login` and `/auth/refresh`.
struct IssuedToken: Codable, Sendable {
    var accessToken: String
    var refreshToken: String
    var expiresAt: Date
    var user: String

    var token: Token { Token(value: accessToken, refreshToken: refreshToken, validUntil: expiresAt) }
}

/// The body of `/auth/me`.
public struct AuthIdentity: Codable, Sendable, Equatable {
    public var user: String
}
