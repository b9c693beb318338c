import HTTPTypes
import Hummingbird
import Logging

/// Turns every error a route throws (and unknown routes) into a JSON error response with the
/// right status, so clients never see an empty or HTML error body.
///
/// Added router-wide by ``BookServer/addRoutes(to:)``; it also answers unknown paths with
/// `404 {"error": "Not found."}`.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as BookError {
            return Reply.error(error.status, error.message)
        } catch let error as BookStoreUnavailable {
            context.logger.error("Request failed", metadata: ["error": "\(error)"])
            return Reply.error(.serviceUnavailable, Self.unavailableMessage(for: request.method))
        } catch let error as any HTTPResponseError {
            return Reply.error(error.status, Self.message(for: error.status))
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            context.logger.error("Request failed", metadata: ["error": "\(error)"])
            return Reply.error(.internalServerError, "Internal server error.")
        }
    }

    /// The 503 sentence when the database did not answer. A read changed nothing; a write that
    /// timed out may still have been committed, so it says so, and that a retry is safe where it is
    /// (a chat message is stored once per id).
    static func unavailableMessage(for method: HTTPRequest.Method) -> String {
        switch method {
        case .get, .head:
            "The database is unavailable; try again shortly."
        default:
            "The database did not confirm the write in time: it may or may not have been stored."
                + " Try again shortly; a chat message sent again with the same id is stored once."
        }
    }

    /// A sentence for a status that has no specific message.
    static func message(for status: HTTPResponse.Status) -> String {
        switch status {
        case .notFound: "Not found."
        case .contentTooLarge: "The request body is too large."
        case .methodNotAllowed: "Method not allowed."
        case .badRequest: "Bad request."
        default: status.reasonPhrase.isEmpty ? "Error \(status.code)." : "\(status.reasonPhrase)."
        }
    }
}
