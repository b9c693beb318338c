import Foundation

/// An access token with its expiry and the refresh token that renews it.
public struct Token: Sendable, Codable, Hashable {
    /// The bearer string sent as `Authorization: Bearer <value>`.
    public var value: String
    /// The secret that renews the access token, if the server issued one.
    public var refreshToken: String?
    /// The moment the server stops accepting ``value``.
    public var validUntil: Date
    /// A local identity, new for every token.
    public var id: UUID

    public init(value: String, refreshToken: String? = nil, validUntil: Date, id: UUID = UUID()) {
        self.value = value
        self.refreshToken = refreshToken
        self.validUntil = validUntil
        self.id = id
    }

    /// True while `now` is more than `margin` seconds before ``validUntil``.
    public func isValid(at now: Date, margin: TimeInterval = 0) -> Bool {
        now.addingTimeInterval(margin) < validUntil
    }
}

/// Authentication failures.
public enum AuthError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is no token: the user must log in.
    case missingToken
    /// The server rejected the token even after a refresh.
    case invalidToken

    public var description: String {
        switch self {
        case .missingToken: "not logged in"
        case .invalidToken: "the server rejected the access token"
        }
    }
}
