import Foundation

/// Whether the app is on screen and taking input, as in SwiftUI. Read it with
/// `@Environment(\.scenePhase)`; the host drives it (`ViewGraph.setScenePhase(_:)`; the browser host
/// from page visibility).
public enum ScenePhase: String, Sendable, Hashable, Comparable {
    /// In the background: not visible (a hidden browser tab, a minimised window).
    case background
    /// Visible but not taking input.
    case inactive
    /// In the foreground and interactive.
    case active

    public static func < (lhs: ScenePhase, rhs: ScenePhase) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .background: 0
        case .inactive: 1
        case .active: 2
        }
    }
}

struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene this view is in (`.active` unless the host says otherwise).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

extension Notification.Name {
    /// Posted on the graph's `HostServices.notificationCenter` when the app stops being active
    /// (the page was hidden).
    public static let appWillResignActive = Notification.Name("SwiftletUI.appWillResignActive")
    /// Posted when the app becomes active again (the page is visible again).
    public static let appDidBecomeActive = Notification.Name("SwiftletUI.appDidBecomeActive")
    /// Posted when the app moves to the background (after `appWillResignActive`).
    public static let appDidEnterBackground = Notification.Name("SwiftletUI.appDidEnterBackground")
    /// Posted when the app comes back from the background (before `appDidBecomeActive`).
    public static let appWillEnterForeground = Notification.Name("SwiftletUI.appWillEnterForeground")
}
