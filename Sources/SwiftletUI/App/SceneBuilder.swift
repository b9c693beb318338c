/// Builds an app's scenes from statements, as SwiftUI's `@SceneBuilder` does: one scene, or several
/// in a row (each window is served in declaration order).
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// A block with one scene: the scene itself.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// A block with several scenes: a ``TupleScene`` of them, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
        repeat each Content
    > {
        TupleScene(repeat each content)
    }
}

/// Several scenes declared one after another in a ``SceneBuilder`` body.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    private let scenes: (repeat each Content)

    /// The scenes, in declaration order.
    public init(_ scenes: repeat each Content) {
        self.scenes = (repeat each scenes)
    }

    /// A primitive scene; never called.
    public var body: Never { fatalError("TupleScene is a primitive scene; its body is never evaluated") }

    var primitiveWindows: [SceneWindow] {
        var windows: [SceneWindow] = []
        for scene in repeat each scenes {
            windows += scene.windows
        }
        return windows
    }
}
