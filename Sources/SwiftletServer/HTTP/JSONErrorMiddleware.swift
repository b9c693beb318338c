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
            return Reply.error(
                .serviceUnavailable, "The database is unavailable (nothing was read or stored); try again shortly.")
        } catch let error as any HTTPResponseError {
            return Reply.error(error.status, Self.message(for: error.status))
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            context.logger.error("Request failed", metadata: ["error": "\(error)"])
            return Reply.error(.internalServerError, "Internal server error.")
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
