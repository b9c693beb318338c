import Foundation

/// A format style that can be given a locale, as SwiftUI does with the environment's `\.locale`
/// before formatting a `Text(_:format:)`, a `TextField(_:value:format:)` or a
/// `LabeledContent(_:value:format:)`. Styles without a locale (`.iso8601`, a custom style) format
/// as they are.
protocol LocaleApplicableFormatStyle {
    /// A copy of the style formatting in `locale`.
    func applyingLocale(_ locale: Locale) -> Self
}

extension FloatingPointFormatStyle: LocaleApplicableFormatStyle {
    func applyingLocale(_ locale: Locale) -> Self { self.locale(locale) }
}
extension FloatingPointFormatStyle.Currency: LocaleApplicableFormatStyle {
    func applyingLocale(_ locale: Locale) -> Self { self.locale(locale) }
}
extension FloatingPointFormatStyle.Percent: LocaleApplicableFormatStyle {
    func applyingLocale(_ locale: Locale) -> Self { self.locale(locale) }
}
extension IntegerFormatStyle: LocaleApplicableFormatStyle {
    func applyingLocale(_ locale: Locale) -> Self { self.locale(locale) }
}
extension IntegerFormatStyle.Currency: LocaleApplicableFormatStyle {
    func applyingLocale(_ locale: Locale) -> Self { self.locale(locale) }
}
extension IntegerFormatStyle.Percent: LocaleApplicableFormatStyle {
    func applyingLocale(_ locale: Locale) -> Self { self.locale(locale) }
}
extension Decimal.FormatStyle: LocaleApplicableFormatStyle {
    func applyingLocale(_ locale: Locale) -> Self { self.locale(locale) }
}
extension Decimal.FormatStyle.Currency: LocaleApplicableFormatStyle {
    func applyingLocale(_ locale: Locale) -> Self { self.locale(locale) }
}
extension Decimal.FormatStyle.Percent: LocaleApplicableFormatStyle {
    func applyingLocale(_ locale: Locale) -> Self { self.locale(locale) }
}
extension Date.FormatStyle: LocaleApplicableFormatStyle {
    func applyingLocale(_ locale: Locale) -> Self { self.locale(locale) }
}

/// Formatting through a style with the environment's locale applied when the style takes one.
enum LocalizedFormatting {
    /// `format` with `locale` applied, or `format` itself when it takes no locale.
    static func style<F: FormatStyle>(_ format: F, in locale: Locale) -> F {
        guard let applicable = format as? any LocaleApplicableFormatStyle else { return format }
        return (applicable.applyingLocale(locale) as? F) ?? format
    }

    /// `input` formatted by `format` in `locale`.
    static func string<F: FormatStyle>(_ input: F.FormatInput, format: F, in locale: Locale) -> String
    where F.FormatOutput == String {
        style(format, in: locale).format(input)
    }
}

/// The formatted string of a `Text(_:format:)`, remade in the environment's `\.locale`.
struct LocalizedText: Equatable, Sendable {
    /// What the text formats (the style's type and hash, for a joined text both sides'): with the
    /// default-locale string `Text` compares, it tells whether two texts show the same text in any
    /// locale.
    let key: [Key]
    /// The string in `locale`.
    let format: @MainActor (Locale) -> String

    /// The string in the locale of `node`'s environment (a tracked read of `\.locale`), or nil
    /// when that is the default locale the text's `content` was made in.
    @MainActor func string(in node: ElementNode) -> String? {
        let locale = node.scope.read(\.locale)
        return locale == LocaleKey.defaultValue ? nil : format(locale)
    }

    /// `lhs + rhs` with each side formatted in the locale.
    @MainActor static func joined(_ lhs: Text, _ rhs: Text) -> LocalizedText {
        let left = lhs.localized
        let right = rhs.localized
        let leftContent = lhs.content
        let rightContent = rhs.content
        return LocalizedText(key: (left?.key ?? [Key.verbatim]) + (right?.key ?? [Key.verbatim])) { locale in
            (left?.format(locale) ?? leftContent) + (right?.format(locale) ?? rightContent)
        }
    }

    static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool { lhs.key == rhs.key }

    /// One formatted part of a text: its style's type and hash value.
    struct Key: Hashable, Sendable {
        let type: ObjectIdentifier
        let hash: Int

        init<F: FormatStyle>(_ format: F) {
            type = ObjectIdentifier(F.self)
            hash = format.hashValue
        }

        private init(type: ObjectIdentifier, hash: Int) {
            self.type = type
            self.hash = hash
        }

        /// A part shown verbatim.
        static let verbatim = Key(type: ObjectIdentifier(String.self), hash: 0)
    }
}
