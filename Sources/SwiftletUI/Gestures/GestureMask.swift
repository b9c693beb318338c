/// Which gestures of a view and of its subviews are enabled, as in SwiftUI.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public nonisolated init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No gesture: neither the attached one nor its subviews'.
    public static let none: GestureMask = []
    /// The gesture attached by the modifier.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}
