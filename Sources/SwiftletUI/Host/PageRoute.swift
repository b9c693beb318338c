/// Which page the code running now belongs to: the graph whose events, passes and task starts bind
/// ``target`` (tasks created inside inherit it). Announcements are posted to that page, and
/// ``SessionResources/current`` is its resources.
enum PageRoute {
    @TaskLocal static var target: PageTarget?
}

/// A graph as a task-local value: a weak reference to its root node (not to the graph, which a
/// `weak` reference would give a side table, slowing every node's `unowned` access to it), and its
/// session's resources. The graph clears the root when it unmounts; a task that outlives its page
/// keeps nothing alive and announces nothing.
@MainActor
final class PageTarget: Sendable {
    weak var root: RootNode?
    nonisolated let resources: SessionResources
    /// The page's name in the line a fatal signal writes (see ``FatalSignalNote``).
    nonisolated let label = SignalLabel()

    init(root: RootNode, resources: SessionResources) {
        self.root = root
        self.resources = resources
    }
}
