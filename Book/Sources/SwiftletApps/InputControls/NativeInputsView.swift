import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// The `native-inputs` test app (`swiftlet serve --test-apps`): one of each input control, with a
/// line per bound value, so a browser test can drive the native elements and read what the app
/// holds. Dates are picked in UTC.
struct NativeInputsView: View {
    /// 2026-11-26 09:15:30 UTC.
    static let start = Date(timeIntervalSince1970: 1_795_684_530)

    @State private var amount = 12.5
    @State private var password = ""
    @State private var notes = ""
    @State private var guests = 1
    @State private var volume = 5.0
    @State private var day = NativeInputsView.start

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Amount", value: $amount, format: .number)
                .keyboardType(.decimalPad)
                .accessibilityIdentifier("amount")
            SecureField("Password", text: $password)
                .textContentType(.password)
                .accessibilityIdentifier("password")
            TextEditor(text: $notes)
                .autocorrectionDisabled()
                .accessibilityIdentifier("notes")
            Stepper("Guests: \(guests)", value: $guests, in: 1...3)
                .accessibilityIdentifier("guests")
            Slider(value: $volume, in: 0...10, step: 1) {
                Text("Volume")
            }
            .accessibilityIdentifier("volume")
            DatePicker(
                "Day", selection: $day,
                in: Self.start.addingTimeInterval(-7 * 86_400)...Self.start.addingTimeInterval(30 * 86_400),
                displayedComponents: .date
            )
            .accessibilityIdentifier("day")
            Text("amount \(amount)").accessibilityIdentifier("amount-value")
            Text("password \(password.count)").accessibilityIdentifier("password-value")
            Text("notes \(notes.split(separator: "\n").joined(separator: "|"))").accessibilityIdentifier("notes-value")
            Text("volume \(volume)").accessibilityIdentifier("volume-value")
            Text("day \(Int(day.timeIntervalSince(Self.start)) / 86_400)").accessibilityIdentifier("day-value")
            // Formatted in the browser's language.
            Text(amount, format: .currency(code: "USD")).accessibilityIdentifier("amount-price")
        }
        .padding()
        .environment(\.timeZone, TimeZone(identifier: "UTC") ?? .current)
    }
}
