import enum SwiftletUI.SessionResourceError

/// What went wrong with a request made through ``WebClient``. Cancellation is never wrapped: a cancelled
/// caller gets `CancellationError`.
public enum WebClientError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server answered with a status the request did not accept. `body` holds the start of the
    /// response body (for example a JSON `{"error": ...}`).
    case badStatus(Int, body: String)
    /// The body did not decode as the expected type.
    case decoding(type: String, reason: String)
    /// The server could not be reached, or the connection failed mid-way.
    case transport(String)
    /// The body was larger than the client accepts.
    case bodyTooLarge(limit: Int)
    /// The body had a different length than announced (for a download: more bytes than its size,
    /// or fewer when the server closed early).
    case lengthMismatch(expected: Int, received: Int)
    /// The URL cannot be requested (for example it has no host).
    case invalidURL(String)
    /// The page whose code sent the request holds as many streams as it may (see
    /// `SessionResources`); nothing was sent.
    case sessionLimit(SessionResourceError)

    public var description: String {
        switch self {
        case .badStatus(let status, let body):
            body.isEmpty
                ? "the server responded with status \(status)" : "the server responded with status \(status): \(body)"
        case .decoding(let type, let reason): "the server response was not a valid \(type): \(reason)"
        case .transport(let reason): reason
        case .bodyTooLarge(let limit): "the response was larger than \(limit) bytes"
        case .lengthMismatch(let expected, let received): "expected \(expected) bytes but received \(received)"
        case .invalidURL(let url): "cannot request \(url)"
        case .sessionLimit(let refusal): refusal.description
        }
    }
}
