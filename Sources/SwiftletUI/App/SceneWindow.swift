/// One window of an app as a host sees it: a title, and a way to mount a fresh view tree of the
/// window's content (the host calls `makeGraph` on the main actor once per session).
public struct SceneWindow: Sendable {
    /// The title the app gave its ``WindowGroup``, if any.
    public let title: String?
    /// Mounts a new tree of the window's content; main actor, once per session.
    @_spi(SwiftletHost) public let makeGraph: @MainActor @Sendable () -> ViewGraph

    /// A window titled `title` whose sessions each mount the graph `makeGraph` returns.
    @_spi(SwiftletHost) public init(title: String?, makeGraph: @escaping @MainActor @Sendable () -> ViewGraph) {
        self.title = title
        self.makeGraph = makeGraph
    }
}
