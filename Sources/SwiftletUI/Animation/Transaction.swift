/// The context of a state change, as in SwiftUI. Gestures pass one to `.updating` bodies and
/// `@GestureState` resets with one.
///
/// This is the minimal form gestures need; the animation work replaces it with the full type
/// (its `animation`, `withTransaction`).
public struct Transaction {
    /// Whether animations of this change are turned off.
    public var disablesAnimations: Bool = false
    /// Whether the change is one step of a continuous interaction (a drag).
    public var isContinuous: Bool = false

    /// An empty transaction.
    public nonisolated init() {}
}
