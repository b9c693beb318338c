import Foundation

struct LocaleKey: EnvironmentKey {
    /// `en_US`, not the server process's locale: a session the browser has not told its language
    /// yet, and the headless host, format deterministically as an iPhone in the US does.
    static let defaultValue = Locale(identifier: "en_US")
}

extension EnvironmentValues {
    /// The locale views format with (`Text(_:format:)`, `TextField(_:value:format:)`,
    /// `LabeledContent(_:value:format:)`): in the browser, the language the page reports
    /// (`navigator.language`); `en_US` before that report, in the headless host, and for a report
    /// that is not a valid language tag. An ancestor may set another with
    /// `.environment(\.locale, Locale(identifier: "fr_FR"))`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
