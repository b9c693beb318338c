import Foundation
import HTTPTypes
import Hummingbird

/// `GET /chat/room?<user>` (endless JSON lines ending `\r\n`) and `POST /chat/say` (a JSON
/// message; answers `OK`). Bad user names and bodies answer 400, oversized bodies 413.
struct ChatRoutes: BookRouteGroup {
    let dependencies: RouteDependencies

    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        let dependencies = self.dependencies
        let room = dependencies.chatRoom
        let streamBody = dependencies.chatStreamBody
        let limits = dependencies.configuration.limits
        router.get("/chat/room") { request, context -> Response in
            let user = try dependencies.validUserName(KeylessQuery.value(of: request))
            let cursor = try await room.newcomerCursor()
            return try await streamBody.lineStream(
                ChatRoomStream(room: room, user: user, cursor: cursor), for: request, context: context)
        }
        router.post("/chat/say") { request, _ -> Response in
            try RequiredContentType.json.check(request)
            let body = try await request.body.collect(upTo: limits.maxBodyBytes)
            let message = try BookInput.chatMessage(Data(body.readableBytesView), limits: limits)
            try await room.post(message)
            return Reply.text("OK")
        }
    }
}
