import HTTPTypes
import Hummingbird

/// Records every request in a ``RequestLog`` once the router has matched it, under its route
/// pattern (``RequestLog/unmatched`` when no route answers it).
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
                route: context.endpointPath ?? RequestLog.unmatched,
                path: request.uri.path,
                query: request.uri.query,
                range: request.headers[.range],
                authorizationScheme: RequestRecord.scheme(of: request.headers[.authorization])
            )
        )
        return try await next(request, context)
    }
}
