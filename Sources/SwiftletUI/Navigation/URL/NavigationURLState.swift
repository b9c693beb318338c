import Foundation

/// Where a page's URL says the app is: the navigation stack's screens as path segments below the
/// app's own path, the selected tab, and the depth its history entry recorded.
///
/// Hosts build it from a URL (``init(path:query:depth:url:)``) and hand it to
/// `ViewGraph.restoreNavigation(_:)`; `URLNavigation.location` gives the one the tree shows now.
/// Segments stay percent-encoded: each is decoded by the type that reads it (docs/web/urls.md, "URLs and
/// history").
@_spi(SwiftletHost) public struct NavigationURLState: Equatable, Sendable {
    /// The segments of the outermost visible navigation stack, root first, percent-encoded: a
    /// typed path's value (`42`), or `Type:value` for a `NavigationPath` or a stack's own path
    /// (`Int:42`).
    public var segments: [String]
    /// The selected tab of the outermost tab view, percent-encoded (the `tab` query item); `nil` for
    /// the tab it starts with.
    public var tab: String?
    /// The number of screens above the root, view-destination screens included (these cannot be
    /// rebuilt from the URL; a history entry records them); `nil` when unknown.
    public var depth: Int?
    /// The absolute URL the page was opened with, given to `.onOpenURL` actions.
    public var url: URL?

    /// A state holding exactly these parts.
    public init(segments: [String] = [], tab: String? = nil, depth: Int? = nil, url: URL? = nil) {
        self.segments = segments
        self.tab = tab
        self.depth = depth
        self.url = url
    }

    /// The state of the raw (percent-encoded) `path` below the app's own path (`/42/7`, or empty) and
    /// raw `query` (without `?`). Empty segments are skipped; at most `RouteSegmentText.maxDepth`
    /// segments are kept (one more, so that restoring reports the excess), and a path or query longer
    /// than `RouteSegmentText.maxPathBytes` keeps none.
    public init(path: Substring, query: Substring?, depth: Int? = nil, url: URL? = nil) {
        self.init(depth: depth, url: url)
        guard path.utf8.count + (query?.utf8.count ?? 0) <= RouteSegmentText.maxPathBytes else {
            segments = ["%"]  // refused as a whole: restoring reports it and keeps the root
            return
        }
        segments = path.split(separator: "/", omittingEmptySubsequences: true).prefix(RouteSegmentText.maxDepth + 1)
            .map(String.init)
        for item in (query ?? "").split(separator: "&") where item.hasPrefix("tab=") {
            tab = String(item.dropFirst(4))
        }
    }

    /// The path and query of this state below `base` (`/apps/name`, or empty for a root app):
    /// `/apps/name/42/7?tab=1`, or `/` for an empty path below an empty base.
    public func pathAndQuery(base: String) -> String {
        var text = base + segments.map { "/" + $0 }.joined()
        if text.isEmpty { text = "/" }
        if let tab { text += "?tab=" + tab }
        return text
    }
}
