/// A program's entry point, as in SwiftUI: a type marked `@main` whose `body` lists its scenes.
///
/// SwiftletUI only describes the app; a host makes it runnable. With `import SwiftletWeb`, an `App`
/// gets `static func main()`, which serves its first window in the browser (see `docs/web.md`).
/// The host creates one value with `init()` on the main actor and reads `body` once at start-up;
/// every browser tab (session) then mounts a fresh tree of the window's content.
@MainActor
public protocol App {
    /// The type of scene this app's body returns.
    associatedtype Body: Scene
    /// The app's scenes, usually one ``WindowGroup``.
    @SceneBuilder var body: Body { get }
    /// Creates the app; called once per process by the host, on the main actor.
    init()
}
