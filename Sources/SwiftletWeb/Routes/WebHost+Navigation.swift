import Foundation
import Hummingbird
@_spi(SwiftletHost) import SwiftletUI

/// Where a page request or a socket without a session says the app is.
extension WebHost {
    /// The navigation state of a page request below `base`, with its absolute URL for `.onOpenURL`;
    /// `nil` when the path is not below `base` or too long (the page then shows the root).
    static func openedLocation(_ request: Request, base: String) -> NavigationURLState? {
        let target = request.uri.string
        let url = request.head.authority.flatMap { URL(string: "http://\($0)\(target)") }
        return PageLocation.state(ofPath: target, base: base, url: url)
    }

    /// The navigation state and base path a socket without a live session reports in its `path`
    /// query item (the page's path and query): `(nil, base)` without one, or when it does not
    /// decode, is too long, or is not a page of the app named `app`.
    /// `authority` (the upgrade's `Host`) makes the absolute URL `.onOpenURL` receives.
    func socketLocation(_ path: String?, app: String, authority: String? = nil) -> (NavigationURLState?, String) {
        let rootApp = configuration.rootApp
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//"),
            let base = PageLocation.base(ofPath: path, app: app, rootApp: rootApp)
        else { return (nil, app == rootApp ? "" : "/apps/" + app) }
        let url = authority.flatMap { URL(string: "http://\($0)\(path)") }
        return (PageLocation.state(ofPath: path, base: base, url: url), base)
    }

    /// Whether the request asks for a page (a browser's navigation sends `Accept: text/html`; its
    /// requests for `/favicon.ico` and other resources do not), so stray paths mount no session.
    static func acceptsHTML(_ request: Request) -> Bool {
        request.headers[.accept]?.contains("text/html") ?? false
    }
}
