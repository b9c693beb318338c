import Foundation

extension Text {
    /// Text showing `input` formatted by `format`, as SwiftUI's `Text(_:format:)`: numbers
    /// (`.number`, `.percent`, `.currency(code:)`), dates (`.dateTime`, ...), measurements and any
    /// other `FormatStyle` whose output is a string. As in SwiftUI, a style that takes a locale
    /// (numbers, currencies, percents, `Date.FormatStyle`, measurements) formats in the
    /// environment's `\.locale` (`en_US` unless the browser or an ancestor sets another); the text
    /// node reads `\.locale`, so a locale change re-evaluates exactly these texts.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        guard format is any LocaleApplicableFormatStyle else {
            self.init(verbatim: format.format(input))
            return
        }
        self.init(verbatim: LocalizedFormatting.string(input, format: format, in: LocaleKey.defaultValue))
        localized = LocalizedText(key: [LocalizedText.Key(format)]) { locale in
            LocalizedFormatting.string(input, format: format, in: locale)
        }
    }

    /// How ``Text/init(_:style:)`` shows a date.
    public struct DateStyle: Equatable, Sendable {
        let name: String

        /// The date, e.g. "June 3, 2019".
        public static let date = DateStyle(name: "date")
        /// The time, e.g. "11:23 PM".
        public static let time = DateStyle(name: "time")
        /// The time from now to the date, e.g. "2 hours, 15 minutes".
        public static let relative = DateStyle(name: "relative")
        /// The offset from now, e.g. "+2 hours" (the date is in the future).
        public static let offset = DateStyle(name: "offset")
        /// A timer counting from or to the date, e.g. "2:15:09" or "15:09".
        public static let timer = DateStyle(name: "timer")
    }

    /// Text showing `date` in `style`, as SwiftUI's `Text(_:style:)`. The text is made when the view
    /// is evaluated. `.relative`, `.offset` and `.timer` count on by themselves where the host can:
    /// their node carries attributes `dateStyle` (the style's name), `date` and `now` (the server's
    /// time of the evaluation, both in seconds since 1970), and the browser host rewrites the text
    /// every second, on the server's time (its own clock may be off), with the same words; the
    /// server sends nothing for it. Only such a `Text` on its own counts on, not one joined with `+`
    /// or a date interpolated into a string. (The headless host shows the text of the evaluation.)
    public init(_ date: Date, style: DateStyle) {
        let now = Date()
        self.init(verbatim: DateStyleText.string(for: date, style: style, now: now))
        if style == .relative || style == .offset || style == .timer {
            attributes[.dateStyle] = style.name
            attributes[.date] = String(date.timeIntervalSince1970)
            attributes[.now] = String(now.timeIntervalSince1970)
        }
    }
}

/// The strings of ``Text/DateStyle``.
enum DateStyleText {
    static func string(for date: Date, style: Text.DateStyle, now: Date) -> String {
        switch style {
        case .time: return date.formatted(date: .omitted, time: .shortened)
        case .relative: return span(abs(date.timeIntervalSince(now)), parts: 2)
        case .offset:
            let interval = date.timeIntervalSince(now)
            return (interval < 0 ? "-" : "+") + span(abs(interval), parts: 1)
        case .timer: return timer(abs(date.timeIntervalSince(now)))
        default: return date.formatted(date: .long, time: .omitted)
        }
    }

    /// "2 hours, 15 minutes": the `parts` largest non-zero units of `interval` (seconds).
    static func span(_ interval: TimeInterval, parts: Int) -> String {
        var remaining = Int(interval.rounded(.down))
        let units: [(name: String, seconds: Int)] = [
            ("year", 31_536_000), ("month", 2_592_000), ("week", 604_800), ("day", 86_400), ("hour", 3_600),
            ("minute", 60), ("second", 1),
        ]
        var words: [String] = []
        for unit in units where words.count < parts {
            let count = remaining / unit.seconds
            if count > 0 {
                words.append("\(count) \(unit.name)\(count == 1 ? "" : "s")")
                remaining -= count * unit.seconds
            }
        }
        return words.isEmpty ? "0 seconds" : words.joined(separator: ", ")
    }

    /// "2:15:09" or "15:09".
    static func timer(_ interval: TimeInterval) -> String {
        let total = Int(interval.rounded(.down))
        let hours = total / 3_600
        let minutes = (total % 3_600) / 60
        let seconds = total % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
    }
}
