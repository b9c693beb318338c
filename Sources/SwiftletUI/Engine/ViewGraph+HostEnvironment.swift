import Foundation

/// The environment values a host reports for the whole tree: the window's width class, the user's
/// locale (the browser's language) and the browser's light or dark preference.
///
/// Each value has a scope that overrides it, chained below the scene's scope in that order; the
/// root node reads from the last one (`rootScope`). Each also keeps the value the host reported last:
/// nil until the first report, while the environment's default holds.
@MainActor
struct HostEnvironment {
    /// Overrides `horizontalSizeClass` (``ViewGraph/setHorizontalSizeClass(_:)``).
    let sizeClassScope: EnvironmentScope
    /// The size class the host reported last.
    var reportedSizeClass: UserInterfaceSizeClass?
    /// Overrides `locale` (``ViewGraph/setLocale(_:)``).
    let localeScope: EnvironmentScope
    /// The locale the host reported last.
    var reportedLocale: Locale?
    /// Overrides `colorScheme` (``ViewGraph/setColorScheme(_:)``).
    let colorSchemeScope: EnvironmentScope
    /// The colour scheme the host reported last (`.light` holds before it).
    var reportedColorScheme: ColorScheme?

    /// The scopes below `parent` (the scene's scope), overriding nothing until the host reports.
    init(below parent: EnvironmentScope) {
        sizeClassScope = EnvironmentScope(
            parent: parent, key: AnyHashable(\EnvironmentValues.horizontalSizeClass as AnyKeyPath),
            name: { "HorizontalSizeClassKey" }, apply: { _ in })
        localeScope = EnvironmentScope(
            parent: sizeClassScope, key: AnyHashable(\EnvironmentValues.locale as AnyKeyPath), name: { "LocaleKey" },
            apply: { _ in })
        colorSchemeScope = EnvironmentScope(
            parent: localeScope, key: AnyHashable(\EnvironmentValues.colorScheme as AnyKeyPath),
            name: { "ColorSchemeKey" }, apply: { _ in })
    }

    /// The innermost of the scopes: the root node's.
    var rootScope: EnvironmentScope { colorSchemeScope }
}

extension ViewGraph {
    /// Sets `@Environment(\.horizontalSizeClass)` for the whole tree (the browser host calls it with
    /// the viewport's width class). Only the bodies that read it run again, in the next tick; setting
    /// the current class again does nothing.
    public func setHorizontalSizeClass(_ sizeClass: UserInterfaceSizeClass) {
        guard sizeClass != hostEnvironment.reportedSizeClass, !isUnmounted else { return }
        let old = hostEnvironment.reportedSizeClass ?? HorizontalSizeClassKey.defaultValue
        hostEnvironment.reportedSizeClass = sizeClass
        guard sizeClass != old else { return }
        hostEnvironment.sizeClassScope.setOverride { $0.horizontalSizeClass = sizeClass }
    }

    /// Sets the `\.locale` the tree sees (a browser reports its language). Views that
    /// read `\.locale` (formatted texts and fields) update on the next tick; nothing else is
    /// re-evaluated. Setting the locale already in effect changes nothing.
    public func setLocale(_ locale: Locale) {
        guard locale != hostEnvironment.reportedLocale, !isUnmounted else { return }
        let old = hostEnvironment.reportedLocale ?? LocaleKey.defaultValue
        hostEnvironment.reportedLocale = locale
        guard locale != old else { return }
        hostEnvironment.localeScope.setOverride { $0.locale = locale }
    }

    /// Sets `@Environment(\.colorScheme)` for the whole tree (the browser's `prefers-color-scheme`).
    /// Only the bodies that read it run again, in the next tick; a repeated report changes nothing.
    public func setColorScheme(_ scheme: ColorScheme) {
        guard scheme != hostEnvironment.reportedColorScheme else { return }
        let old = hostEnvironment.reportedColorScheme ?? ColorSchemeKey.defaultValue
        hostEnvironment.reportedColorScheme = scheme
        guard scheme != old else { return }
        hostEnvironment.colorSchemeScope.setOverride { $0.colorScheme = scheme }
        hostEnvironment.colorSchemeScope.invalidateReadersOfOverridesBelow()
    }
}
