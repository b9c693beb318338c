import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

// Input controls as tutorials write them: every line below is SwiftUI code that must compile
// unchanged, mount, and refuse events that are not its own.

private struct TutorialForm: View {
    @State private var checkAmount = 0.0
    @State private var people = 2
    @State private var tip = 20
    @State private var celsius = 20.0
    @State private var wake = Date.now
    @State private var coffee = 1
    @State private var name = ""
    @State private var notes = ""
    var body: some View {
        VStack {
            TextField(
                "Amount", value: $checkAmount, format: .currency(code: Locale.current.currency?.identifier ?? "USD")
            )
            .keyboardType(.decimalPad)
            TextField("Name", text: $name)
                .textInputAutocapitalization(.words)
                .textContentType(.name)
                .submitLabel(.next)
            Stepper("\(people) people", value: $people, in: 2...20)
            Stepper("Tip \(tip)%", value: $tip, in: 0...100, step: 5)
            Stepper("Coffee: \(coffee)", value: $coffee)
            Stepper(value: $coffee, in: 1...20) { Text("\(coffee) cups") }
            Slider(value: $celsius, in: -40...60)
            Slider(value: $celsius)
            Slider(value: $celsius, in: 0...100, step: 1) { Text("Celsius") }
            DatePicker("Wake up", selection: $wake)
            DatePicker("Please enter a time", selection: $wake, displayedComponents: .hourAndMinute)
            DatePicker("Date", selection: $wake, in: Date.now..., displayedComponents: [.date])
            TextEditor(text: $notes)
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct InputSurfaceTests {
    @Test func tutorialCodeCompilesAndMountsTheNativeKinds() throws {
        let host = HeadlessHost(TutorialForm())
        let kinds = host.graph.tree.allNodes.map(\.kind)
        #expect(kinds.filter { $0 == .textField }.count == 2)
        #expect(kinds.filter { $0 == .stepper }.count == 4)
        #expect(kinds.filter { $0 == .slider }.count == 3)
        #expect(kinds.filter { $0 == .datePicker }.count == 3)
        #expect(kinds.filter { $0 == .textEditor }.count == 1)
        let name = try host.control(.textField, labelled: "Name")
        #expect(name.attributes[.autocapitalize] == "words")
        #expect(name.attributes[.autocomplete] == "name")
        #expect(name.attributes[.enterKeyHint] == "next")
        #expect(try host.control(.slider).attributes[.min] == "-40")
        #expect(try host.control(.stepper, labelled: "Tip 20%").text == "Tip 20%")
    }

    @Test func eventsAControlDoesNotTakeAreRefusedAndChangeNothing() async throws {
        let host = HeadlessHost(TutorialForm())
        let slider = try host.control(.slider)
        let picker = try host.control(.datePicker)
        let stepper = try host.control(.stepper)
        let editor = try host.control(.textEditor)
        for event in [
            HostEvent.tap(slider.id), .toggle(slider.id, true), .select(picker.id, "x"), .tap(picker.id),
            .input(stepper.id, "3"), .tap(editor.id), .toggle(editor.id, false),
        ] {
            #expect(throws: HostEventError.self, "\(event)") { try host.graph.send(event) }
        }
        await host.settle()
        #expect(host.evaluations.count(of: TutorialForm.self) == 1)
    }
}
