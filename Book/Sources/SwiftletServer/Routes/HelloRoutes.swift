import Foundation
import Hummingbird

/// `GET /hello` (text `Hello! <date>`) and `GET /easteregg` (text).
struct HelloRoutes: BookRouteGroup {
    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        router.get("/hello") { _, _ -> Response in
            Reply.text("Hello! \(Date().formatted(date: .abbreviated, time: .standard))")
        }
        router.get("/easteregg") { _, _ -> Response in
            Reply.text(EasterEgg.text)
        }
    }
}
