/// A part of an app a host shows on its own, such as a window; the `App` counterpart of ``View``.
///
/// Write scenes by composing ``WindowGroup``s in a ``SceneBuilder`` body. Hosts read a scene's
/// ``Scene/windows`` on the main actor; the engine never calls a primitive scene's `body`.
@MainActor
public protocol Scene {
    /// The type of scene this scene's body returns.
    associatedtype Body: Scene
    /// The content of this scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Scenes the host shows directly (windows, groups of scenes). Their `body` is never called.
@MainActor
protocol PrimitiveScene {
    /// The windows this scene contributes, in order.
    var primitiveWindows: [SceneWindow] { get }
}

extension Scene {
    /// Every window this scene declares, in declaration order, resolved through custom scenes'
    /// bodies. Main actor; evaluates each custom `body` once per call.
    public var windows: [SceneWindow] {
        if let primitive = self as? any PrimitiveScene { return primitive.primitiveWindows }
        return body.windows
    }
}
