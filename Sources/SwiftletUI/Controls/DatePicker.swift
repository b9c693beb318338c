import Foundation

/// The parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }

extension EnvironmentValues {
    /// The time zone dates are shown and picked in: `DatePicker` writes and reads wall-clock times
    /// in it. Defaults to the host's `TimeZone.current`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

/// A control that picks a date, a time of day, or both. Renders `.datePicker` (`<input type="date">`,
/// `type="time"` or `type="datetime-local"` in the browser), `text` the title of
/// `DatePicker("Title", ...)` (else the label view is its child), with attributes:
///
/// - `components`: `date`, `time` or `dateTime`;
/// - `value`, `min`, `max`: wall-clock times in the environment's `timeZone` (`\.timeZone`, by
///   default the server's `TimeZone.current`), written as HTML writes them: `2026-11-26`, `14:30`,
///   `2026-11-26T14:30`;
/// - `timeZone`: that zone's identifier (`Europe/Paris`), so the wire is never ambiguous.
///
/// An `input` event carries a value in the same form. The components the picker does not show
/// (the time of a date picker, the day of a time picker, seconds) keep their value from the current
/// selection. A value that is malformed, names a time that does not exist in the zone, or falls
/// outside the range leaves the selection unchanged, says the shown value again and throws
/// `HostEventError.invalidValue`.
public struct DatePicker<Label: View>: View, ElementView {
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    let title: String?
    let label: Label
    let selection: Binding<Date>
    let lowerBound: Date?
    let upperBound: Date?
    let components: DatePickerComponents

    public var body: Never { primitiveBody() }

    init(
        title: String?, label: Label, selection: Binding<Date>, lowerBound: Date?, upperBound: Date?,
        components: DatePickerComponents
    ) {
        self.title = title
        self.label = label
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.components = components.isEmpty ? [.date, .hourAndMinute] : components
    }

    /// A picker of `selection` labelled `label`.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            title: nil, label: label(), selection: selection, lowerBound: nil, upperBound: nil,
            components: displayedComponents)
    }

    /// A picker of `selection` within `range`, labelled `label`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            title: nil, label: label(), selection: selection, lowerBound: range.lowerBound,
            upperBound: range.upperBound, components: displayedComponents)
    }

    /// A picker of `selection` from `range`'s start on, labelled `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            title: nil, label: label(), selection: selection, lowerBound: range.lowerBound, upperBound: nil,
            components: displayedComponents)
    }

    /// A picker of `selection` up to `range`'s end, labelled `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            title: nil, label: label(), selection: selection, lowerBound: nil, upperBound: range.upperBound,
            components: displayedComponents)
    }

    func describe(in node: ElementNode) -> ElementDescription {
        let zone = node.scope.read(\.timeZone)
        let form = WireDateForm(components)
        var attributes: [RenderAttribute: String] = [
            .components: form.rawValue, .value: form.text(selection.wrappedValue, in: zone),
            .timeZone: zone.identifier,
        ]
        if let lowerBound { attributes[.min] = form.text(lowerBound, in: zone) }
        if let upperBound { attributes[.max] = form.text(upperBound, in: zone) }
        if let title { attributes[.label] = title }
        if !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        return ElementDescription(
            kind: .datePicker, text: title, attributes: attributes, children: title == nil ? [label] : [])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .input(_, let text) = event else {
            throw HostEventError.notApplicable(node.ownID, "a date picker takes input events")
        }
        guard node.scope.values.isEnabled else {
            throw HostEventError.notApplicable(node.ownID, "the date picker is disabled")
        }
        let zone = node.scope.values.timeZone
        let form = WireDateForm(components)
        guard let date = form.date(from: text, keeping: selection.wrappedValue, in: zone) else {
            throw HostEventError.invalidValue(
                node.ownID, "\"\(text.prefix(40))\" is not a \(form.rawValue) in \(zone.identifier)")
        }
        if let lowerBound, date < lowerBound {
            throw HostEventError.invalidValue(node.ownID, "\(text) is before \(form.text(lowerBound, in: zone))")
        }
        if let upperBound, date > upperBound {
            throw HostEventError.invalidValue(node.ownID, "\(text) is after \(form.text(upperBound, in: zone))")
        }
        selection.wrappedValue = date
    }
}

extension DatePicker where Label == Text {
    /// A picker of `selection` titled `title`.
    public init(
        _ title: some StringProtocol, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            title: String(title), label: Text(title), selection: selection, lowerBound: nil, upperBound: nil,
            components: displayedComponents)
    }

    /// A picker of `selection` within `range`, titled `title`.
    public init(
        _ title: some StringProtocol, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            title: String(title), label: Text(title), selection: selection, lowerBound: range.lowerBound,
            upperBound: range.upperBound, components: displayedComponents)
    }

    /// A picker of `selection` from `range`'s start on, titled `title`.
    public init(
        _ title: some StringProtocol, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            title: String(title), label: Text(title), selection: selection, lowerBound: range.lowerBound,
            upperBound: nil, components: displayedComponents)
    }

    /// A picker of `selection` up to `range`'s end, titled `title`.
    public init(
        _ title: some StringProtocol, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            title: String(title), label: Text(title), selection: selection, lowerBound: nil,
            upperBound: range.upperBound, components: displayedComponents)
    }
}

/// How a date crosses the wire: HTML's local date and time strings, in one time zone.
enum WireDateForm: String {
    case date, time, dateTime

    init(_ components: DatePickerComponents) {
        switch (components.contains(.date), components.contains(.hourAndMinute)) {
        case (true, false): self = .date
        case (false, true): self = .time
        default: self = .dateTime
        }
    }

    private func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    /// `date` as this form writes it in `zone`: `2026-11-26`, `14:30` or `2026-11-26T14:30`.
    func text(_ date: Date, in zone: TimeZone) -> String {
        let parts = calendar(zone).dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        let year = parts.year ?? 1
        let yearText =
            year >= 0 && year < 10000 ? String(repeating: "0", count: 4 - "\(year)".count) + "\(year)" : "\(year)"
        let day = "\(yearText)-\(two(parts.month))-\(two(parts.day))"
        let time = "\(two(parts.hour)):\(two(parts.minute))"
        switch self {
        case .date: return day
        case .time: return time
        case .dateTime: return day + "T" + time
        }
    }

    /// The date `text` names in `zone`, taking what this form does not show from `current`; `nil`
    /// when `text` is not exactly what this form writes for that date (malformed, out of range,
    /// or a wall-clock time the zone skips).
    func date(from text: String, keeping current: Date, in zone: TimeZone) -> Date? {
        guard text.utf8.count <= 32 else { return nil }
        let calendar = calendar(zone)
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: current)
        let fields = text.split(separator: "T", omittingEmptySubsequences: false)
        func numbers(_ part: Substring, separator: Character, count: Int) -> [Int]? {
            let pieces = part.split(separator: separator, omittingEmptySubsequences: false)
            guard pieces.count == count, pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }) else {
                return nil
            }
            let values = pieces.compactMap { Int($0) }
            return values.count == count && values.allSatisfy({ $0 >= 0 }) ? values : nil
        }
        switch self {
        case .date:
            guard fields.count == 1, let day = numbers(fields[0], separator: "-", count: 3) else { return nil }
            (parts.year, parts.month, parts.day) = (day[0], day[1], day[2])
        case .time:
            guard fields.count == 1, let time = numbers(fields[0], separator: ":", count: 2) else { return nil }
            (parts.hour, parts.minute) = (time[0], time[1])
        case .dateTime:
            guard fields.count == 2, let day = numbers(fields[0], separator: "-", count: 3),
                let time = numbers(fields[1], separator: ":", count: 2)
            else { return nil }
            (parts.year, parts.month, parts.day, parts.hour, parts.minute) = (day[0], day[1], day[2], time[0], time[1])
        }
        guard let year = parts.year, (1...9999).contains(year), let date = calendar.date(from: parts) else {
            return nil
        }
        // Normalised dates (February 30th, 25:00, a skipped hour) do not read back the same.
        return self.text(date, in: zone) == text ? date : nil
    }
}
