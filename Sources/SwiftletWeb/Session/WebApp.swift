@_spi(SwiftletHost) import SwiftletUI

/// One app the browser host serves at `/apps/<name>`.
///
/// `makeGraph` is called on the main actor once per page (each browser tab is its own session with
/// its own view tree); the host unmounts that graph when the page's socket closes.
@_spi(SwiftletEmbedding) public struct WebApp: Sendable {
    /// The path component (`redraw-lab` → `/apps/redraw-lab`); lowercase letters, digits and dashes.
    public let name: String
    /// The page title and the link text on the index page.
    public let title: String
    /// One sentence for the index page.
    public let summary: String
    /// Mounts a fresh view tree for one session.
    public let makeGraph: @MainActor @Sendable () -> ViewGraph
    /// Left out of the index page unless it is asked for everything (`GET /?all`); its page still answers.
    public let hidden: Bool

    /// An app whose sessions mount the view `makeGraph` returns a graph for.
    public init(
        name: String, title: String, summary: String, hidden: Bool = false,
        makeGraph: @escaping @MainActor @Sendable () -> ViewGraph
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.hidden = hidden
        self.makeGraph = makeGraph
    }

    /// An app whose sessions each mount a fresh `root()` view.
    public init<Root: View>(
        name: String, title: String, summary: String, hidden: Bool = false,
        root: @escaping @MainActor @Sendable () -> Root
    ) {
        self.init(name: name, title: title, summary: summary, hidden: hidden, makeGraph: { ViewGraph(root()) })
    }
}
