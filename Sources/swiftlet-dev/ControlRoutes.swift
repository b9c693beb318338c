import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import SwiftletDev
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

/// The control endpoint the app's dev script listens to (docs/dev.md, "The control protocol").
enum ControlRoutes {
    /// `GET /events`: Server-Sent Events (`building`, `failed`, `reloaded`, `stopped`) for the app's
    /// own pages only (``ControlOrigin``: `http://HOST:<app port>` with HOST a name the app answers to,
    /// `appHosts`); any other request, one without `Origin` included, is refused with 403 and a JSON
    /// error. Past ``DevEvents/maximumSubscribers`` tabs the one that has listened longest gives way;
    /// 503 with a JSON error while the tool stops.
    static func register(on router: Router<BasicRequestContext>, events: DevEvents, appPort: Int, appHosts: OriginCheck)
    {
        router.get("/events") { request, _ -> Response in
            var headers: HTTPFields = [.cacheControl: "no-store", .vary: "Origin"]
            let origin = request.headers[.origin]
            guard let origin,
                ControlOrigin.allows(origin: origin, appPort: appPort, isAppHost: appHosts.isAllowed(host:))
            else {
                headers[.contentType] = "application/json"
                return Response(
                    status: .forbidden, headers: headers,
                    body: .init(byteBuffer: ByteBuffer(string: "{\"error\":\"only the app's own pages may listen\"}")))
            }
            headers[.accessControlAllowOrigin] = origin
            guard let stream = events.subscribe() else {
                headers[.contentType] = "application/json"
                return Response(
                    status: .serviceUnavailable, headers: headers,
                    body: .init(byteBuffer: ByteBuffer(string: "{\"error\":\"swiftlet-dev is stopping\"}")))
            }
            headers[.contentType] = "text/event-stream"
            return Response(
                status: .ok, headers: headers,
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                    for await event in stream {
                        try await writer.write(ByteBuffer(string: event.serverSentEvent))
                    }
                    try await writer.finish(nil)
                })
        }
    }
}
