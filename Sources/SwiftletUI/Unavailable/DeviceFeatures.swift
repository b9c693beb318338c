import Foundation

// Device features a browser session on a server cannot reach (haptics, the
// photo library, the share sheet). Declared unavailable so the compiler says why.

/// Unavailable: there is no haptic engine.
@available(*, unavailable, message: "there are no haptics in a browser session; remove the feedback")
public final class UIImpactFeedbackGenerator {
    /// Unavailable.
    public enum FeedbackStyle { case light, medium, heavy, soft, rigid }
    /// Unavailable.
    public init(style: FeedbackStyle = .medium) {}
    /// Unavailable.
    public func impactOccurred() {}
    /// Unavailable.
    public func prepare() {}
}

/// Unavailable: there is no haptic engine.
@available(*, unavailable, message: "there are no haptics in a browser session; remove the feedback")
public final class UINotificationFeedbackGenerator {
    /// Unavailable.
    public enum FeedbackType { case success, warning, error }
    /// Unavailable.
    public init() {}
    /// Unavailable.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Unavailable: there is no haptic engine.
@available(*, unavailable, message: "there are no haptics in a browser session; remove .sensoryFeedback")
public struct SensoryFeedback: Sendable {
    /// Unavailable.
    public static let success = SensoryFeedback()
    /// Unavailable.
    public static let warning = SensoryFeedback()
    /// Unavailable.
    public static let error = SensoryFeedback()
    /// Unavailable.
    public static let selection = SensoryFeedback()
    /// Unavailable.
    public static let increase = SensoryFeedback()
    /// Unavailable.
    public static let decrease = SensoryFeedback()
    /// Unavailable.
    public static let start = SensoryFeedback()
    /// Unavailable.
    public static let stop = SensoryFeedback()
    /// Unavailable.
    public static let impact = SensoryFeedback()
}

extension View {
    /// Unavailable: there is no haptic engine.
    @available(*, unavailable, message: "there are no haptics in a browser session; remove .sensoryFeedback")
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
}
