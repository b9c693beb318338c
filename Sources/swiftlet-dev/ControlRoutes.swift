import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import SwiftletDev

/// The control endpoint the app's dev script listens to (docs/dev.md, "The control protocol").
enum ControlRoutes {
    /// `GET /events`: Server-Sent Events (`building`, `failed`, `reloaded`, `stopped`), readable from
    /// the app's origin (any `http://HOST:<app port>`); 503 with a JSON error beyond
    /// ``DevEvents/maximumSubscribers`` tabs.
    static func register(on router: Router<BasicRequestContext>, events: DevEvents, appPort: Int) {
        router.get("/events") { request, _ -> Response in
            var headers: HTTPFields = [.cacheControl: "no-store"]
            if let origin = request.headers[.origin], allows(origin: origin, appPort: appPort) {
                headers[.accessControlAllowOrigin] = origin
                headers[.vary] = "Origin"
            }
            guard let stream = events.subscribe() else {
                headers[.contentType] = "application/json"
                return Response(
                    status: .serviceUnavailable, headers: headers,
                    body: .init(byteBuffer: ByteBuffer(string: "{\"error\":\"too many open tabs listening\"}")))
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

    /// Whether `origin` is `http://HOST:appPort` (the app, however the browser names its host).
    static func allows(origin: String, appPort: Int) -> Bool {
        guard let url = URL(string: origin), url.scheme == "http", url.port == appPort, url.host != nil else {
            return false
        }
        return url.path.isEmpty
    }
}
