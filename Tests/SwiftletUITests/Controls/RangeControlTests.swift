import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

// docs/engine/events.md (Input controls): Stepper, Slider and DatePicker events, bindings, body counts
// and refused values.

private struct Steppers: View {
    @State private var guests = 1
    @State private var hours = 0.0
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Stepper("Guests: \(guests)", value: $guests, in: 1...4)
            Stepper(value: $hours, in: 0...5, step: 2, onEditingChanged: { log.append("editing \($0)") }) {
                Text("Hours: \(hours)")
            }
            Stepper("Manual", onIncrement: { log.append("up") }, onDecrement: nil)
            Text(log.joined(separator: ","))
            Untouched()
        }
    }
}

private struct Untouched: View {
    var body: some View { Text("untouched") }
}

private struct Sliders: View {
    @State private var volume = 5.0
    @State private var brightness: Float = 0.5
    @State private var editing: [Bool] = []
    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...10, step: 0.5, onEditingChanged: { editing.append($0) })
            Slider(value: $brightness) {
                Text("Brightness")
            } minimumValueLabel: {
                Text("dim")
            } maximumValueLabel: {
                Text("bright")
            }
            Text("volume \(volume) brightness \(brightness) editing \(editing)")
            Untouched()
        }
    }
}

/// 2026-11-26 09:15:30 UTC.
private let start = Date(timeIntervalSince1970: 1_795_684_530)

private struct Dates: View {
    @State private var day = start
    @State private var alarm = start
    @State private var meeting = start
    var body: some View {
        VStack {
            DatePicker(
                "Day", selection: $day,
                in: start.addingTimeInterval(-86_400 * 7)...start.addingTimeInterval(86_400 * 30),
                displayedComponents: .date)
            DatePicker("Alarm", selection: $alarm, displayedComponents: [.hourAndMinute])
            DatePicker(selection: $meeting, in: start...) { Text("Meeting") }
            Text(
                "day \(day.timeIntervalSince1970) alarm \(alarm.timeIntervalSince1970) meeting \(meeting.timeIntervalSince1970)"
            )
            Untouched()
        }
    }
}

private struct PartialRanges: View {
    @State private var birthday = start
    var body: some View {
        VStack {
            DatePicker("Birthday", selection: $birthday, in: ...start, displayedComponents: .date)
            DatePicker("From", selection: $birthday, in: start...)
            DatePicker(selection: $birthday, in: ...start, displayedComponents: .date) { Text("Until") }
            DatePicker(selection: $birthday) { Text("Any") }
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct RangeControlTests {
    private func buttons(of stepper: RenderNode) -> (decrement: RenderNode, increment: RenderNode)? {
        let decrement = stepper.children.first { $0.attributes[.label] == "Decrement" }
        let increment = stepper.children.first { $0.attributes[.label] == "Increment" }
        guard let decrement, let increment else { return nil }
        return (decrement, increment)
    }

    @Test func steppersStepWithinTheirRangeAndDisableTheirEnds() async throws {
        let host = HeadlessHost(Steppers())
        var guests = try host.control(.stepper, labelled: "Guests: 1")
        var pair = try #require(buttons(of: guests))
        #expect(pair.decrement.text == "−" && pair.increment.text == "+")
        #expect(pair.decrement.attributes[.disabled] == "true")
        #expect(pair.increment.attributes[.disabled] == nil)
        for count in 1...3 { try await host.increment("Guests: \(count)") }
        guests = try host.control(.stepper)
        #expect(guests.text == "Guests: 4")
        pair = try #require(buttons(of: guests))
        #expect(pair.increment.attributes[.disabled] == "true")
        #expect(pair.decrement.attributes[.disabled] == nil)
        // A tap past the end (a stale page, a forged event) is refused; the value stays.
        #expect(throws: HostEventError.invalidValue(pair.increment.id, "the value is at the upper end of its range")) {
            try host.graph.send(.tap(pair.increment.id))
        }
        await host.settle()
        #expect(try host.control(.stepper).text == "Guests: 4")
        try await host.decrement("Guests: 4")
        #expect(try host.control(.stepper).text == "Guests: 3")
        #expect(host.evaluations.count(of: Steppers.self) == 5)
        #expect(host.evaluations.count(of: Untouched.self) == 1)
    }

    @Test func aSteppersStepIsClampedAndEditingIsReported() async throws {
        let host = HeadlessHost(Steppers())
        #expect(try host.control(.stepper, labelled: "Hours: 0.0").text == nil)
        for hours in ["0.0", "2.0", "4.0"] { try await host.increment("Hours: \(hours)") }
        #expect(host.snapshot().contains("Hours: 5.0"))
        #expect(host.snapshot().contains("editing true,editing false,editing true,editing false"))
        try await host.decrement("Hours: 5.0")
        #expect(host.snapshot().contains("Hours: 3.0"))
    }

    @Test func actionSteppersRunTheirActionsAndANilActionDisablesItsButton() async throws {
        let host = HeadlessHost(Steppers())
        let manual = try host.control(.stepper, labelled: "Manual")
        let pair = try #require(buttons(of: manual))
        #expect(pair.decrement.attributes[.disabled] == "true")
        try await host.increment("Manual")
        try await host.increment("Manual")
        #expect(host.snapshot().contains("up,up"))
        #expect(throws: HostEventError.self) { try host.graph.send(.tap(pair.decrement.id)) }
    }

    @Test func slidersWriteSnappedValuesAndRefuseWhatTheyCannotHold() async throws {
        let host = HeadlessHost(Sliders())
        let volume = try host.control(.slider)
        #expect(volume.attributes[.value] == "5")
        #expect(volume.attributes[.min] == "0" && volume.attributes[.max] == "10")
        #expect(volume.attributes[.step] == "0.5")
        let brightness = try host.control(.slider, labelled: "Brightness")
        #expect(brightness.attributes[.step] == "any")
        #expect(brightness.attributes[.max] == "1")
        #expect(host.snapshot().contains("dim") && host.snapshot().contains("bright"))

        try await host.slide(to: "7.3")
        #expect(try host.control(.slider).attributes[.value] == "7.5")
        #expect(host.snapshot().contains("volume 7.5"))
        #expect(host.snapshot().contains("editing [true, false]"))
        try await host.slide("Brightness", to: "0.25")
        #expect(host.snapshot().contains("brightness 0.25"))
        #expect(host.evaluations.count(of: Sliders.self) == 3)

        for text in ["abc", "nan", "NaN", "inf", "11", "-0.5", "", "1e400"] {
            let before = host.updates.count
            #expect(throws: HostEventError.self) { try host.graph.send(.input(volume.id, text)) }
            await host.settle()
            let said = host.updates[before...].flatMap(\.operations)
            #expect(said.contains(.setAttribute(volume.id, name: .value, value: "7.5")), "after \(text)")
        }
        #expect(host.snapshot().contains("volume 7.5"))
        #expect(host.evaluations.count(of: Sliders.self) == 3)
        #expect(host.evaluations.count(of: Untouched.self) == 1)
    }

    @Test func datePickersCrossTheWireAsWallClockTimesInTheSessionsTimeZone() async throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let host = HeadlessHost(Dates().environment(\.timeZone, paris))
        let day = try host.control(.datePicker, labelled: "Day")
        #expect(day.attributes[.components] == "date")
        #expect(day.attributes[.value] == "2026-11-26")
        #expect(day.attributes[.min] == "2026-11-19" && day.attributes[.max] == "2026-12-26")
        #expect(day.attributes[.timeZone] == "Europe/Paris")
        let alarm = try host.control(.datePicker, labelled: "Alarm")
        #expect(alarm.attributes[.components] == "time")
        #expect(alarm.attributes[.value] == "10:15")  // 09:15 UTC is 10:15 in Paris in November
        let meeting = try host.control(.datePicker, labelled: "Meeting")
        #expect(meeting.attributes[.components] == "dateTime")
        #expect(meeting.attributes[.value] == "2026-11-26T10:15")
        #expect(meeting.attributes[.max] == nil)

        // A date keeps the selection's time of day; a time keeps its day; seconds are kept.
        try await host.pick("2026-12-01", in: "Day")
        #expect(host.snapshot().contains("day \(start.timeIntervalSince1970 + 5 * 86_400)"))
        try await host.pick("07:00", in: "Alarm")
        #expect(host.snapshot().contains("alarm \(start.timeIntervalSince1970 - 3 * 3600 - 15 * 60)"))
        try await host.pick("2026-11-27T18:45", in: "Meeting")
        #expect(host.snapshot().contains("meeting \(start.timeIntervalSince1970 + 86_400 + 8 * 3600 + 30 * 60)"))
        #expect(host.evaluations.count(of: Dates.self) == 4)

        let refused = [
            (day, "2026-11-01"), (day, "2027-01-01"), (day, "2026-02-30"), (day, "2026-13-01"), (day, ""),
            (day, "26-11-2026"), (day, "2026-11-26T10:00"), (alarm, "24:00"), (alarm, "7:00"), (alarm, "ab:cd"),
            (meeting, "2026-11-25T10:00"), (meeting, "2026-11-27"), (meeting, "+2026-11-27T10:00"),
        ]
        for (picker, text) in refused {
            let before = host.updates.count
            #expect(throws: HostEventError.self, "\(text)") { try host.graph.send(.input(picker.id, text)) }
            await host.settle()
            let said = host.updates[before...].flatMap(\.operations)
            #expect(said.contains { if case .setAttribute(picker.id, .value, _) = $0 { true } else { false } })
        }
        #expect(host.evaluations.count(of: Dates.self) == 4)
        #expect(host.evaluations.count(of: Untouched.self) == 1)
    }

    @Test func aSkippedWallClockTimeIsRefused() async throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let host = HeadlessHost(PartialRanges().environment(\.timeZone, paris))
        let from = try host.control(.datePicker, labelled: "From")
        // Clocks in Paris go from 02:00 to 03:00 on 2027-03-28.
        #expect(throws: HostEventError.self) { try host.graph.send(.input(from.id, "2027-03-28T02:30")) }
        try await host.send(.input(from.id, "2027-03-28T03:30"))
        #expect(try host.control(.datePicker, labelled: "Birthday").attributes[.max] == "2026-11-26")
        #expect(try host.control(.datePicker, labelled: "From").attributes[.value] == "2027-03-28T03:30")
    }
}
