import Foundation
import HTTPTypes
import Hummingbird

/// `POST /auth/login`, `POST /auth/refresh` and `GET /auth/me`: short-lived bearer tokens for the
/// toolkit's token-refresh flow.
///
/// Login takes `{"user": NAME}`, refresh takes `{"refreshToken": SECRET}`; both answer
/// `{"accessToken", "refreshToken", "expiresAt", "user"}` (`expiresAt` in seconds since 2001-01-01).
/// `/auth/me` answers `{"user": NAME}` for a live `Authorization: Bearer` token. A missing, unknown
/// or expired token answers 401, a bad body 400, always with `{"error": ...}`.
struct AuthRoutes: BookRouteGroup {
    let tokens: AuthTokens
    let dependencies: RouteDependencies

    private struct LoginBody: Decodable { var user: String }
    private struct RefreshBody: Decodable { var refreshToken: String }
    private struct Identity: Encodable { var user: String }

    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        let tokens = self.tokens
        let dependencies = self.dependencies
        let maxBody = dependencies.configuration.limits.maxBodyBytes
        router.post("/auth/login") { request, _ -> Response in
            let body = try await Self.decode(LoginBody.self, from: request, limit: maxBody)
            let user = try dependencies.validUserName(body.user)
            return try Reply.json(await tokens.login(user: user))
        }
        router.post("/auth/refresh") { request, _ -> Response in
            let body = try await Self.decode(RefreshBody.self, from: request, limit: maxBody)
            guard let issued = try await tokens.refresh(body.refreshToken) else {
                throw BookError(.unauthorized, "The refresh token is invalid or expired; log in again.")
            }
            return try Reply.json(issued)
        }
        router.get("/auth/me") { request, _ -> Response in
            guard let header = request.headers[.authorization], header.hasPrefix("Bearer ") else {
                throw BookError(.unauthorized, "An Authorization: Bearer token is required.")
            }
            guard let user = try await tokens.user(forAccessToken: String(header.dropFirst("Bearer ".count))) else {
                throw BookError(.unauthorized, "The access token is invalid or expired.")
            }
            return try Reply.json(Identity(user: user))
        }
    }

    private static func decode<Body: Decodable>(
        _ type: Body.Type, from request: Request, limit: Int
    ) async throws -> Body {
        let buffer = try await request.body.collect(upTo: limit)
        do {
            return try JSONDecoder().decode(Body.self, from: Data(buffer.readableBytesView))
        } catch {
            throw BookError(
                .badRequest,
                "The body must be JSON like \(Body.self == LoginBody.self ? #"{"user": "marin"}"# : #"{"refreshToken": "..."}"#)."
            )
        }
    }
}
