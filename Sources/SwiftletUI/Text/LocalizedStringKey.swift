import Foundation

/// The key of a localized string, as SwiftUI's: what a string literal passed to ``Text`` becomes
/// (`Text("**Bold** text")`). Its inline Markdown is rendered (see ``Text/init(_:tableName:bundle:comment:)``);
/// values interpolated into the literal (`Text("Hello **\(name)**")`) are shown as they are, never
/// parsed. There is no localization table on Linux: the key is the text shown.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The shown string without Markdown parsing: literal parts and values joined.
    let plain: String
    /// The Markdown source (values replaced by placeholders), or nil when no literal part holds a
    /// character Markdown reacts to: then ``plain`` is the text, with no runs.
    let source: String?
    /// The interpolated values, in order; placeholder `k` of ``source`` stands for `values[k]`.
    let values: [String]
    /// Whether a value is a symbol (`"\(Image(systemName: "star"))"`).
    var hasSymbols = false

    /// A key made from `value` at run time; its Markdown is rendered.
    public init(_ value: String) {
        self.init(stringLiteral: value)
    }

    public init(stringLiteral value: String) {
        plain = value
        source = InlineMarkdown.mayHaveMarkup(value) ? value : nil
        values = []
    }

    public init(stringInterpolation: StringInterpolation) {
        plain = stringInterpolation.plain
        source = stringInterpolation.hasMarkup ? stringInterpolation.source : nil
        values = stringInterpolation.values
        hasSymbols = stringInterpolation.hasSymbols
    }

    /// The literal parts and interpolated values of a ``LocalizedStringKey`` literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var plain = ""
        var source = ""
        var values: [String] = []
        var hasMarkup = false
        var hasSymbols = false

        public init(literalCapacity: Int, interpolationCount: Int) {
            plain.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) {
            if InlineMarkdown.containsPlaceholder(literal) {
                // A placeholder character written in the literal goes in as a value (shown as is).
                for character in literal {
                    if InlineMarkdown.isPlaceholder(character) {
                        appendValue(String(character))
                    } else {
                        plain.append(character)
                        source.append(character)
                    }
                }
            } else {
                plain += literal
                source += literal
            }
            if !hasMarkup, InlineMarkdown.mayHaveMarkup(literal) { hasMarkup = true }
        }

        private mutating func appendValue(_ value: String) {
            plain += value
            source.append(InlineMarkdown.placeholder(values.count))
            values.append(value)
        }

        /// A value, shown as `String(describing:)` shows it (not parsed as Markdown).
        public mutating func appendInterpolation<T>(_ value: T) {
            appendValue(String(describing: value))
        }

        /// A string, shown as it is (not parsed as Markdown).
        public mutating func appendInterpolation(_ string: String) {
            appendValue(string)
        }

        /// A symbol shown inside the text (`"\(Image(systemName: "star")) Favourites"`).
        public mutating func appendInterpolation(_ image: Image) {
            appendValue(SymbolInText.marker(for: image))
            hasSymbols = true
            hasMarkup = true
        }

        /// The plain string of a ``Text``.
        public mutating func appendInterpolation(_ text: Text) {
            appendValue(text.string)
        }

        /// `input` formatted by `format` (`"\(price, format: .currency(code: "EUR"))"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            appendValue(format.format(input))
        }

        /// A number formatted with a `printf` specifier (`"\(value, specifier: "%.2f")"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, value))
        }

        /// A date in `style` (as ``Text/init(_:style:)``).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendValue(DateStyleText.string(for: date, style: style, now: Date()))
        }
    }
}
