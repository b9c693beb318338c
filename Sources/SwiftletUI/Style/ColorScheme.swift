import Foundation

/// Light or dark appearance. `@Environment(\.colorScheme)` is the browser's preference
/// (`prefers-color-scheme`, sent when the page opens and whenever it changes), `.light` until then
/// and in the headless host; `.preferredColorScheme(_:)` and `.colorScheme(_:)` set it below them.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
    /// The appearance views are drawn with (see ``ColorScheme``).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

/// Sets `\.colorScheme` for the content (when `scheme` is not nil) and an attribute naming it.
struct ColorSchemeModifier: BuiltinModifier {
    let scheme: ColorScheme?
    /// `preferredColorScheme` (the whole page) or `colorScheme` (this subtree).
    let attribute: RenderAttribute

    var attributes: [RenderAttribute: String] { scheme.map { [attribute: $0.rawValue] } ?? [:] }

    var environmentOverride: EnvironmentOverride? {
        let scheme = scheme
        return EnvironmentOverride(
            key: AnyHashable(\EnvironmentValues.colorScheme as AnyKeyPath), name: { "ColorSchemeKey" },
            value: scheme as Any, apply: { if let scheme { $0.colorScheme = scheme } })
    }
}

extension View {
    /// The appearance the app prefers, `nil` to follow the system. Sets `\.colorScheme` below
    /// and attribute `preferredColorScheme` (`light`/`dark`); the web host then draws the whole
    /// page in that scheme. Views outside this subtree keep reading the browser's scheme.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        builtin(ColorSchemeModifier(scheme: colorScheme, attribute: .preferredColorScheme))
    }

    /// Draws this subtree in `colorScheme` and sets `\.colorScheme` below. Attribute
    /// `colorScheme` (CSS `color-scheme` on the element).
    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        builtin(ColorSchemeModifier(scheme: colorScheme, attribute: .colorScheme))
    }
}
