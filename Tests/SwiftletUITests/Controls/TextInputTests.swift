import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

// docs/engine/events.md (Input controls): value fields, secure fields, editors and the input traits.

private struct ValueFields: View {
    @State private var amount = 12.5
    @State private var age = 30
    @State private var tip: Double? = 0.1
    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: .currency(code: "USD"))
            TextField("Age", value: $age, format: .number)
            TextField("Tip", value: $tip, format: .percent, prompt: Text("tip"))
            AmountReader(amount: amount)
            Text("age \(age) tip \(tip.map { "\($0)" } ?? "none")")
        }
    }
}

private struct AmountReader: View {
    let amount: Double
    var body: some View { Text("amount \(amount)") }
}

private struct Untouched: View {
    var body: some View { Text("untouched") }
}

private struct Secrets: View {
    @State private var password = ""
    @State private var notes = "first line"
    @State private var bio = ""
    var body: some View {
        VStack {
            SecureField("Password", text: $password)
                .textContentType(.password)
            TextEditor(text: $notes)
            TextField("Bio", text: $bio, axis: .vertical)
            Text("password \(password.count) notes \(notes) bio \(bio)")
            Untouched()
        }
        .autocorrectionDisabled()
    }
}

private struct Traits: View {
    @State private var email = ""
    @State private var price = 1.0
    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.done)
            TextField("Price", value: $price, format: .number)
                .keyboardType(.decimalPad)
            TextField("Plain", text: $email)
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct TextInputTests {
    @Test func valueFieldsShowTheFormatAndWriteWhatParses() async throws {
        let host = HeadlessHost(ValueFields())
        let amount = try host.control(.textField, labelled: "Amount")
        // The headless host formats in en_US, as an iPhone in the US does (not the process's locale).
        #expect(amount.text == "$12.50")
        #expect(amount.attributes[.inputMode] == "decimal")
        #expect(amount.attributes[.commit] == "change")
        #expect(try host.control(.textField, labelled: "Age").attributes[.inputMode] == "numeric")
        #expect(try host.control(.textField, labelled: "Tip").text == "10%")

        try await host.type("20", into: "Amount")
        #expect(host.snapshot().contains("amount 20.0"))
        #expect(try host.control(.textField, labelled: "Amount").text == "$20.00")
        try await host.type(" 41 ", into: "Age")
        try await host.type("15%", into: "Tip")
        #expect(host.snapshot().contains("age 41 tip 0.15"))
        // An optional value: empty text writes nil.
        try await host.type("", into: "Tip")
        #expect(host.snapshot().contains("tip none"))
        #expect(host.evaluations.count(of: ValueFields.self) == 5)
    }

    @Test func textThatDoesNotHoldANumberIsRefusedAndTheFieldSaysItsValueAgain() async throws {
        let host = HeadlessHost(ValueFields())
        let age = try host.control(.textField, labelled: "Age")
        let amount = try host.control(.textField, labelled: "Amount")
        for (field, text) in [(age, "abc"), (age, "four"), (amount, "NaN"), (amount, "1e999"), (amount, "  ")] {
            let before = host.updates.count
            #expect(throws: HostEventError.self) { try host.graph.send(.input(field.id, text)) }
            do {
                try host.graph.send(.input(field.id, text))
            } catch HostEventError.invalidValue(let id, _) {
                #expect(id == field.id)
            } catch {
                Issue.record("expected invalidValue, got \(error)")
            }
            await host.settle()
            // The next tick says the kept text again, so a browser showing the bad text restores it.
            let said = host.updates[before...].flatMap(\.operations)
            #expect(said.contains(.setText(field.id, field.text ?? "")))
        }
        #expect(host.snapshot().contains("amount 12.5"))
        #expect(host.snapshot().contains("age 30"))
        // Nothing was written, so no body ran again.
        #expect(host.evaluations.count(of: ValueFields.self) == 1)
        #expect(host.evaluations.count(of: AmountReader.self) == 1)
        #expect(try host.control(.textField, labelled: "Age").text == age.text)
    }

    @Test func textThatParsesToTheShownValueIsReplacedByTheFormatsText() async throws {
        let host = HeadlessHost(ValueFields())
        let age = try host.control(.textField, labelled: "Age")
        let before = host.updates.count
        try await host.type("030", into: "Age")
        #expect(host.updates[before...].flatMap(\.operations) == [.setText(age.id, "30")])
        #expect(host.evaluations.count(of: ValueFields.self) == 1)
    }

    @Test func secureFieldsAndEditorsWriteTheirBindings() async throws {
        let host = HeadlessHost(Secrets())
        let secure = try host.control(.textField, labelled: "Password")
        #expect(secure.attributes[.secure] == "true")
        #expect(secure.attributes[.autocomplete] == "current-password")
        #expect(secure.attributes[.autocorrect] == "off")
        try await host.type("hunter2", into: "Password")
        #expect(host.snapshot().contains("SecureField(Password): •••••••"))
        #expect(!host.snapshot().contains("hunter2"))

        let editor = try host.control(.textEditor)
        #expect(editor.text == "first line")
        try await host.edit("first line\nsecond line")
        #expect(host.snapshot().contains("notes first line\nsecond line"))
        let bio = try host.control(.textEditor, labelled: "Bio")
        #expect(bio.attributes[.title] == "Bio")
        try await host.type("hello", into: "Bio")
        #expect(host.snapshot().contains("password 7 notes first line\nsecond line bio hello"))
        #expect(host.evaluations.count(of: Secrets.self) == 4)
        #expect(host.evaluations.count(of: Untouched.self) == 1)
    }

    @Test func keyboardAndInputModifiersBecomeTheFieldsAttributes() throws {
        let host = HeadlessHost(Traits())
        let email = try host.control(.textField, labelled: "Email")
        #expect(email.attributes[.inputMode] == "email")
        #expect(email.attributes[.autocomplete] == "email")
        #expect(email.attributes[.autocapitalize] == "none")
        #expect(email.attributes[.autocorrect] == "off")
        #expect(email.attributes[.enterKeyHint] == "done")
        #expect(try host.control(.textField, labelled: "Price").attributes[.inputMode] == "decimal")
        let plain = try host.control(.textField, labelled: "Plain")
        for name in [RenderAttribute.inputMode, .autocomplete, .autocapitalize, .autocorrect, .enterKeyHint] {
            #expect(plain.attributes[name] == nil)
        }
        #expect(UIKeyboardType.numberPad.rawValue != UIKeyboardType.decimalPad.rawValue)
    }
}
