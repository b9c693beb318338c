/// How much room the window has along one axis, as in SwiftUI.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// Little room: an iPhone in portrait, a narrow browser window.
    case compact
    /// Ample room: an iPad, a wide browser window.
    case regular
}

struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension UserInterfaceSizeClass {
    /// The width, in CSS pixels (points), from which a window counts as `.regular`: narrower ones are
    /// `.compact`. 700 puts every iPhone in portrait (and most in landscape) below it and an iPad
    /// or a desktop window above.
    public static let regularWidthBreakpoint = 700.0

    /// The horizontal size class of a window `width` points wide.
    public static func horizontal(forWidth width: Double) -> UserInterfaceSizeClass {
        width < regularWidthBreakpoint ? .compact : .regular
    }
}

extension EnvironmentValues {
    /// The window's horizontal size class: `.compact` until the host reports its width (the headless
    /// host never does), then from the width (see ``UserInterfaceSizeClass/regularWidthBreakpoint``).
    /// The browser host reports the viewport's width when the page opens and whenever it is resized
    /// across the breakpoint; only the bodies that read this key run again.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The window's vertical size class: `.regular` (a browser window is never as short as an iPhone
    /// in landscape).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
