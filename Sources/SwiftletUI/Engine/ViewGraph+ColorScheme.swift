extension ViewGraph {
    /// Sets `@Environment(\.colorScheme)` for the whole tree (the browser's `prefers-color-scheme`).
    /// Only the bodies that read it run again, in the next tick; a repeated report changes nothing.
    public func setColorScheme(_ scheme: ColorScheme) {
        guard scheme != reportedColorScheme else { return }
        let old = reportedColorScheme ?? ColorSchemeKey.defaultValue
        reportedColorScheme = scheme
        guard scheme != old else { return }
        colorSchemeScope.setOverride { $0.colorScheme = scheme }
        colorSchemeScope.invalidateReadersOfOverridesBelow()
    }
}
