import HTTPTypes
import Hummingbird

/// Records every request in a ``RequestLog`` before it is routed.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let log: RequestLog

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        await log.record(
            RequestRecord(
                method: request.method.rawValue,
                path: request.uri.path,
                query: request.uri.query,
                range: request.headers[.range],
                authorization: request.headers[.authorization]
            )
        )
        return try await next(request, context)
    }
}
