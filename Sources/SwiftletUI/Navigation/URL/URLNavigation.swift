import Foundation

/// What of a tree's navigation a URL can carry: the outermost visible navigation stack, the
/// outermost tab view and the `.onOpenURL` actions, one set per graph (`graph.host.urlNavigation`).
///
/// Lives on the main actor with its graph. Stacks and tab views register when they mount and leave
/// when they unmount; ``changeCount`` grows whenever the screens of a stack or the selected tab
/// change, so a host compares it after each tick and reads ``location`` only when it moved.
@MainActor
@_spi(SwiftletHost) public final class URLNavigation {
    /// Stacks with no stack above them, in mount order.
    private var stacks: [NavigationNode] = []
    /// Tab views, in mount order (the first one's selection goes in the URL).
    private var tabViews: [TabViewNode] = []
    /// The `.onOpenURL` actions mounted now, in mount order.
    private var openURLActions: [(owner: ObjectIdentifier, action: @MainActor (URL) -> Void)] = []

    /// Whether a URL that did not decode was reported (once per graph, so a client cannot flood the log).
    var reportedProblem = false

    /// Grows when a registered stack's screens or the selected tab change (or one mounts or leaves).
    public private(set) var changeCount = 0

    nonisolated init() {}

    /// The location the tree shows now: the first visible outermost stack's screens that can be
    /// rebuilt (its value screens, up to the first value without a segment) and its depth, and the
    /// first tab view's selected tab.
    public var location: NavigationURLState {
        var state = NavigationURLState()
        if let stack = primaryStack {
            let (segments, depth) = stack.urlSegments()
            state.segments = segments
            state.depth = depth
        } else {
            state.depth = 0
        }
        state.tab = tabViews.first?.urlTab()
        return state
    }

    /// The `.onOpenURL` actions mounted now, in mount order.
    var openURLHandlers: [@MainActor (URL) -> Void] { openURLActions.map(\.action) }

    var primaryStack: NavigationNode? { stacks.first { !$0.isHiddenByContainer } }
    var primaryTabView: TabViewNode? { tabViews.first }

    func noteChange() { changeCount &+= 1 }

    func register(stack: NavigationNode) {
        guard !stacks.contains(where: { $0 === stack }) else { return }
        stacks.append(stack)
        noteChange()
    }

    func unregister(stack: NavigationNode) {
        guard let index = stacks.firstIndex(where: { $0 === stack }) else { return }
        stacks.remove(at: index)
        noteChange()
    }

    func register(tabView: TabViewNode) {
        guard !tabViews.contains(where: { $0 === tabView }) else { return }
        tabViews.append(tabView)
        noteChange()
    }

    func unregister(tabView: TabViewNode) {
        guard let index = tabViews.firstIndex(where: { $0 === tabView }) else { return }
        tabViews.remove(at: index)
        noteChange()
    }

    func setOpenURLAction(owner: AnyObject, _ action: @escaping @MainActor (URL) -> Void) {
        let id = ObjectIdentifier(owner)
        if let index = openURLActions.firstIndex(where: { $0.owner == id }) {
            openURLActions[index].action = action
        } else {
            openURLActions.append((id, action))
        }
    }

    func removeOpenURLAction(owner: AnyObject) {
        openURLActions.removeAll { $0.owner == ObjectIdentifier(owner) }
    }
}

extension ViewGraph {
    /// Rebuilds what `state` describes, before the host shows the tree (a page load, a socket with a
    /// fresh session) or when the browser moved in its history (Back, Forward): selects the tab, then
    /// sets the outermost visible stack to the values its segments decode to, root first, with as
    /// many view-destination screens kept as `state.depth` allows (none are created). Runs the ticks
    /// this needs now, on the main actor.
    ///
    /// A segment that does not decode (an unknown type, a value of the wrong type, too long, a
    /// malformed or forbidden percent-encoding) ends the path there: the deepest screen that decodes
    /// is shown, and an `other` diagnostic says which segment was refused (for the first such URL of
    /// the graph only, so a client cannot flood the log). Returns that message, or `nil` when every
    /// part decoded.
    @discardableResult
    public func restoreNavigation(_ state: NavigationURLState) -> String? {
        var problem: String?
        if let tab = state.tab, let tabView = host.urlNavigation.primaryTabView, !tabView.restore(tab: tab) {
            problem = "no tab \(LogText.cut(tab)) in this TabView"
        }
        tick()
        if let stack = host.urlNavigation.primaryStack {
            problem = stack.restore(segments: state.segments, depth: state.depth) ?? problem
        } else if !state.segments.isEmpty {
            problem = problem ?? "no NavigationStack to show \(LogText.cut(state.segments.joined(separator: "/")))"
        }
        tick()
        if let problem, !host.urlNavigation.reportedProblem {
            host.urlNavigation.reportedProblem = true
            report(.other, "navigation URL: \(problem); showing the deepest screen that decodes")
        }
        return problem
    }

    /// Gives `url`, the URL the page was opened with, to every `.onOpenURL` action mounted now, in
    /// mount order (a host calls it once per session, after mounting and before restoring the
    /// navigation), then runs the tick their writes need.
    public func handleOpenedURL(_ url: URL) {
        let handlers = host.urlNavigation.openURLHandlers
        guard !handlers.isEmpty else { return }
        for action in handlers { action(url) }
        tick()
    }
}

/// Client text in diagnostics: cut to 80 characters.
enum LogText {
    static func cut(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(80)) + "…" : text
    }
}
