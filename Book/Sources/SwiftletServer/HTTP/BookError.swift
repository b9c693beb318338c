import HTTPTypes
import Hummingbird

/// An error a route answers with: an HTTP status and a JSON body `{"error": message}`.
///
/// Thrown by route handlers; ``JSONErrorMiddleware`` turns it into the response.
public struct BookError: Error, HTTPResponseError, Sendable, Equatable {
    /// The response status.
    public let status: HTTPResponse.Status
    /// The human-readable text sent as the `error` value.
    public let message: String

    /// An error answered with `status` and `message`.
    public init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The JSON response for this error.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Reply.error(status, message)
    }

    static let fileNotFound = BookError(.notFound, "File not found.")
    static let noValidStock = BookError(.badRequest, "No valid stock name found.")
}
