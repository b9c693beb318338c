import Foundation

struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale.current }
}

extension EnvironmentValues {
    /// The locale views format with: the process's current locale unless an ancestor sets another
    /// with `.environment(\.locale, Locale(identifier: "fr_FR"))`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
