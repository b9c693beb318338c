import Foundation
import HTTPTypes
import Hummingbird

/// `GET /cli/chat?<user>` (endless text lines ending `\r\n`) and `POST /cli/say` (raw UTF-8 text
/// sent as `Content-Type: text/plain`, stored as `<time> <text>`; answers `OK`).
///
/// Names and texts with control characters (line breaks, escapes) are refused with 400, since every
/// entry reaches readers as one CRLF-terminated line; any other body type is refused with 415 (see
/// ``RequiredContentType``).
struct CLIChatRoutes: BookRouteGroup {
    let dependencies: RouteDependencies

    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        let dependencies = self.dependencies
        let log = dependencies.cliLog
        let streamBody = dependencies.chatStreamBody
        let limits = dependencies.configuration.limits
        router.get("/cli/chat") { request, context -> Response in
            let user = try BookInput.cliUserName(KeylessQuery.value(of: request), limits: limits)
            let cursor = try await log.newcomerCursor()
            return try await streamBody.lineStream(
                CLIChatStream(log: log, user: user, cursor: cursor), for: request, context: context)
        }
        router.post("/cli/say") { request, _ -> Response in
            try RequiredContentType.plainText.check(request)
            let body = try await request.body.collect(upTo: limits.maxBodyBytes)
            let text = try BookInput.cliText(Data(body.readableBytesView), limits: limits)
            try await log.append("\(Date().formatted(date: .omitted, time: .standard)) \(text)")
            return Reply.text("OK")
        }
    }
}
