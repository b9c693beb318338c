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

    private struct Identity: Encodable { var user: String }

    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        let tokens = self.tokens
        let dependencies = self.dependencies
        let limits = dependencies.configuration.limits
        let maxBody = limits.maxBodyBytes
        router.post("/auth/login") { request, _ -> Response in
            try RequiredContentType.json.check(request)
            let body = try await request.body.collect(upTo: maxBody)
            let user = try BookInput.loginUser(Data(body.readableBytesView), limits: limits)
            return try Reply.json(await tokens.login(user: user))
        }
        router.post("/auth/refresh") { request, _ -> Response in
            try RequiredContentType.json.check(request)
            let body = try await request.body.collect(upTo: maxBody)
            guard let issued = try await tokens.refresh(try BookInput.refreshToken(Data(body.readableBytesView))) else {
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
}
