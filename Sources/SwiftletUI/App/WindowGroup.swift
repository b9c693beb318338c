/// A scene that shows `content` in a window, as in SwiftUI. In the browser host every tab is its
/// own window with its own state: `content` is called once per session, on the main actor.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    /// The window title (the browser page's title), if given.
    public let title: String?
    private let content: @MainActor @Sendable () -> Content

    /// A window group titled `title`.
    public init(_ title: String, @ViewBuilder content: @escaping @MainActor @Sendable () -> Content) {
        self.title = title
        self.content = content
    }

    /// A window group without a title (hosts fall back to the app's type name).
    public init(@ViewBuilder content: @escaping @MainActor @Sendable () -> Content) {
        self.title = nil
        self.content = content
    }

    /// A primitive scene; never called.
    public var body: Never { fatalError("WindowGroup is a primitive scene; its body is never evaluated") }

    var primitiveWindows: [SceneWindow] {
        let content = content
        return [SceneWindow(title: title, makeGraph: { ViewGraph(content()) })]
    }
}
