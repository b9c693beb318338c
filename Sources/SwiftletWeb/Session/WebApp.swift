import SwiftletUI

/// One app the browser host serves at `/apps/<name>`.
///
/// `makeGraph` is called on the main actor once per page (each browser tab is its own session with
/// its own view tree); the host unmounts that graph when the page's socket closes.
public struct WebApp: Sendable {
    /// The path component (`redraw-lab` → `/apps/redraw-lab`); lowercase letters, digits and dashes.
    public let name: String
    /// The page title and the link text on the index page.
    public let title: String
    /// One sentence for the index page.
    public let summary: String
    /// Mounts a fresh view tree for one session.
    public let makeGraph: @MainActor @Sendable () -> ViewGraph
    /// Whether the index page (`GET /`) links to the app; an unlisted app is still served at
    /// `/apps/<name>` (used for test-only apps).
    public var isListed = true

    /// An app whose sessions mount the view `makeGraph` returns a graph for.
    public init(
        name: String, title: String, summary: String, makeGraph: @escaping @MainActor @Sendable () -> ViewGraph
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.makeGraph = makeGraph
    }

    /// An app whose sessions each mount a fresh `root()` view.
    public init<Root: View>(
        name: String, title: String, summary: String, root: @escaping @MainActor @Sendable () -> Root
    ) {
        self.init(name: name, title: title, summary: summary, makeGraph: { ViewGraph(root()) })
    }
}
