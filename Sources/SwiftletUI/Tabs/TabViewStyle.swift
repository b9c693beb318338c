/// How a ``TabView`` shows its tabs: set with `.tabViewStyle(_:)` on the tab view or above it.
///
/// `.automatic` is a tab bar above the tabs; `.page` shows one page at a time with a row of dots
/// under it (one per page, each a button), and in the browser a horizontal swipe or drag across the
/// page turns it, as the arrow keys do in the dots. A style of your own shows as `.automatic`.
public protocol TabViewStyle {}

/// The tab bar (SwiftUI's `.automatic`).
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

/// Pages with a row of dots (SwiftUI's `.page`).
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the row of dots shows.
    public struct IndexDisplayMode: Sendable, Hashable {
        let name: String
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = IndexDisplayMode(name: "always")
        /// Not shown (the dots stay in the page for screen readers and the keyboard, and appear while
        /// one of them has the focus).
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with a row of dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages, with the row of dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How the index of a paged ``TabView`` (its row of dots) looks: set with `.indexViewStyle(_:)`.
public protocol IndexViewStyle {}

/// The row of dots, with or without a background behind it (SwiftUI's `.page`).
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots get a background.
    public struct BackgroundDisplayMode: Sendable, Hashable {
        let name: String
        /// None (the system's choice).
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// While the dots are used (hovered or focused).
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The row of dots without a background.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// The row of dots with a background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue: [RenderAttribute: String] = [:]
}

struct IndexViewStyleKey: EnvironmentKey {
    static let defaultValue = "automatic"
}

extension EnvironmentValues {
    /// The attributes the tab view style set above gives a tab view (`tabStyle`, `indexDisplay`).
    var tabViewStyleAttributes: [RenderAttribute: String] {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    /// The background mode of a paged tab view's dots.
    var indexBackgroundName: String {
        get { self[IndexViewStyleKey.self] }
        set { self[IndexViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tab views below: `.automatic` (a tab bar) or `.page` (pages with dots).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        var attributes: [RenderAttribute: String] = [:]
        if let paged = style as? PageTabViewStyle {
            attributes = [.tabStyle: "page", .indexDisplay: paged.indexDisplayMode.name]
        }
        return environment(\.tabViewStyleAttributes, attributes)
    }

    /// Sets how the index of the paged tab views below looks (their dots' background).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let name = (style as? PageIndexViewStyle)?.backgroundDisplayMode.name ?? "automatic"
        return environment(\.indexBackgroundName, name)
    }
}
