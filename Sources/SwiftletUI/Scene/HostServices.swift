import Foundation

/// What a host provides to the app it runs, one set per mounted graph (one per browser page).
///
/// Lives on the main actor with its `ViewGraph` (`graph.host`). Views reach it through
/// `@Environment(\.hostServices)`; `@AppStorage` and `@Environment(\.scenePhase)` use it underneath.
/// Hosts fill it: the browser host loads `appStorage` from `localStorage`, drives the scene phase
/// from page visibility and answers `location` with `navigator.geolocation`; the headless host keeps
/// storage in memory and lets tests set a location provider.
@MainActor
@_spi(SwiftletHost) public final class HostServices {
    /// The values of `@AppStorage` wrappers.
    public let appStorage = AppStorageValues()
    /// The values of `@SceneStorage` wrappers, for this scene only (in the browser: this tab).
    public let sceneStorage = AppStorageValues()
    /// The center on which the graph posts this app's lifecycle notifications (`.appWillResignActive`,
    /// `.appDidBecomeActive`, ...). Per graph, so one browser tab never sees another tab's lifecycle.
    public let notificationCenter: NotificationCenter
    /// The device's position, when the host can provide it (`nil`: no location available).
    public var location: (any LocationProviding)?
    /// Opens a URL for `@Environment(\.openURL)` and says whether it did (the browser host opens a new
    /// tab); nil: URLs are recorded in ``openedURLs`` instead.
    public var urlOpener: (@MainActor (URL) -> Bool)?
    /// The navigation a page's URL carries (the outermost stack, the tab, `.onOpenURL`).
    public let urlNavigation = URLNavigation()
    /// The URLs `@Environment(\.openURL)` opened while ``urlOpener`` was nil, oldest first (the last 100).
    public private(set) var openedURLs: [URL] = []

    func recordOpened(_ url: URL) {
        if openedURLs.count >= 100 { openedURLs.removeFirst() }
        openedURLs.append(url)
    }

    /// The streams and requests this graph's views may hold open at once (see ``SessionResources``).
    public let resources: SessionResources

    /// Services posting lifecycle notifications on `notificationCenter` (a private one by default),
    /// whose views hold at most what `resources` allows.
    public nonisolated init(
        notificationCenter: NotificationCenter = NotificationCenter(), resources: SessionResources = SessionResources()
    ) {
        self.notificationCenter = notificationCenter
        self.resources = resources
    }
}

struct HostServicesKey: EnvironmentKey {
    static let defaultValue: HostServices? = nil
}

extension EnvironmentValues {
    /// The services of the host running this graph (set by `ViewGraph` for its whole tree).
    @_spi(SwiftletHost) public var hostServices: HostServices? {
        get { self[HostServicesKey.self] }
        set { self[HostServicesKey.self] = newValue }
    }
}
