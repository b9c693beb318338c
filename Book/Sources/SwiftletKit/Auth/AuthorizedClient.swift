import Foundation

/// Sends requests with the ``AuthManager``'s bearer token and recovers from one 401.
///
/// The post's `loadAuthorized`: the request goes out with a valid token (refreshed first if expired).
/// On a 401 it forces one refresh (joining any refresh in flight) and retries once; a second 401 throws
/// ``AuthError/invalidToken``. So a call makes at most two requests and at most one forced refresh.
/// Other statuses and errors reach the caller as ``WebClient`` throws them.
public struct AuthorizedClient: Sendable {
    public let auth: AuthManager
    public let client: WebClient

    public init(auth: AuthManager, client: WebClient = WebClient()) {
        self.auth = auth
        self.client = client
    }

    /// The body of `request`, sent with a bearer token; see the type's documentation for the 401 path.
    public func data(for request: WebRequest) async throws -> Data {
        let token = try await auth.validToken()
        do {
            return try await client.data(for: request.bearer(token.value))
        } catch WebClientError.badStatus(401, _) {
            let renewed = try await auth.refreshToken()
            do {
                return try await client.data(for: request.bearer(renewed.value))
            } catch WebClientError.badStatus(401, _) {
                throw AuthError.invalidToken
            }
        }
    }

    /// The body of `request` decoded as `T`; see ``data(for:)``.
    public func decoded<T: Decodable>(_ type: T.Type, for request: WebRequest) async throws -> T {
        let data = try await data(for: request)
        do {
            return try WebClient.jsonDecoder.decode(T.self, from: data)
        } catch {
            throw WebClientError.decoding(type: String(describing: T.self), reason: WebClient.describe(decoding: error))
        }
    }
}
