import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// A session keeps the browser's URL and history entries in step with its
/// outermost navigation stack and tab view (docs/web/urls.md).
extension WebSession {
    /// The path and query the browser should show now (`/apps/name/Int:42?tab=1`).
    public var currentURLPath: String { shownLocation.pathAndQuery(base: basePath) }

    /// The number of screens above the root the browser's history entry records.
    public var currentDepth: Int { shownLocation.depth ?? 0 }

    /// Rebuilds the navigation `location` describes before the first render: `.onOpenURL` actions
    /// receive its URL, then the tab and the stack's screens are restored (what does not decode is
    /// left out, logged once). The ticks this takes send no frames: the page (or the `render` frame
    /// of a fresh socket) shows the result. Call it once, from the initialiser.
    func startNavigation(from location: NavigationURLState?) {
        if let location {
            isRestoring = true
            if let url = location.url { graph.handleOpenedURL(url) }
            // The root with its first tab needs no restoring, and no tick runs for it here: the
            // mount's own first tick (its `onAppear` writes, and their animations) stays the page's
            // first frame.
            if location.tab != nil || !location.segments.isEmpty { graph.restoreNavigation(location) }
            isRestoring = false
            shadow.reset(graph.tree)
        }
        navigationChange = graph.host.urlNavigation.changeCount
        shownLocation = graph.host.urlNavigation.location
    }

    /// Tells the browser the URL of what the session shows, in place of its current history entry
    /// (a fresh session for a socket, whose page may have shown more than could be rebuilt).
    func announceLocation() {
        emit(.navigate(url: currentURLPath, depth: currentDepth, push: false))
    }

    /// After a tick: when the navigation moved, tells the browser its new URL, in a new history entry
    /// when screens were pushed (unless the browser's own Back or Forward moved it), else in place of
    /// the current one.
    /// `always`: compare even when nothing registered a change (the browser's entry may name screens
    /// that could not be rebuilt).
    func noteNavigation(always: Bool = false) {
        let navigation = graph.host.urlNavigation
        guard always || navigation.changeCount != navigationChange, !isClosed else { return }
        navigationChange = navigation.changeCount
        let now = navigation.location
        guard now != shownLocation else { return }
        let push = !isFollowingHistory && (now.depth ?? 0) > (shownLocation.depth ?? 0)
        shownLocation = now
        emit(.navigate(url: now.pathAndQuery(base: basePath), depth: now.depth ?? 0, push: push))
    }

    /// The browser moved in its history to `path` (path and query) with `depth` screens: the tree
    /// follows; whatever cannot be rebuilt is left out, and the browser's entry is then replaced with
    /// what the tree shows. A path outside this app is refused with an error frame.
    func followHistory(path: String, depth: Int?, ref: Int?) async {
        guard let state = PageLocation.state(ofPath: path, base: basePath, depth: depth) else {
            reject("location \(path) is not a page of this app", ref: ref)
            return
        }
        shownLocation = state
        if let ref { graph.awaitAnswer(ref) }
        isFollowingHistory = true
        graph.restoreNavigation(state)
        await graph.settle()
        isFollowingHistory = false
        noteNavigation(always: true)
        if let ref, graph.takeUnanswered(ref) { emit(.ack(sequence: sequence, ref: ref)) }
    }
}

/// Where in an app a page's path and query point.
@_spi(SwiftletHost) public enum PageLocation {
    /// The navigation state of `path` (raw path and query, `/apps/name/42?tab=1`) for a page whose
    /// app lives at `base` (`/apps/name`, or empty for a root app), or `nil` when the path is not
    /// below `base` or longer than `RouteSegmentText.maxPathBytes`.
    public static func state(ofPath path: String, base: String, depth: Int? = nil, url: URL? = nil)
        -> NavigationURLState?
    {
        guard path.utf8.count <= RouteSegmentText.maxPathBytes else { return nil }
        let pathPart = path.prefix { $0 != "?" && $0 != "#" }
        var query: Substring? = nil
        if let mark = path.firstIndex(of: "?") {
            query = path[path.index(after: mark)...].prefix { $0 != "#" }
        }
        guard pathPart.hasPrefix(base) else { return nil }
        let rest = pathPart.dropFirst(base.count)
        guard rest.isEmpty || rest.hasPrefix("/") else { return nil }
        return NavigationURLState(path: rest, query: query, depth: depth, url: url)
    }

    /// The base path of `app`'s page at `path`: `/apps/name` when the path starts there, else empty
    /// for the root app; `nil` when the path belongs to neither.
    public static func base(ofPath path: String, app: String, rootApp: String?) -> String? {
        let appBase = "/apps/" + app
        let pathPart = path.prefix { $0 != "?" && $0 != "#" }
        if pathPart == appBase || pathPart.hasPrefix(appBase + "/") { return appBase }
        return app == rootApp ? "" : nil
    }
}
