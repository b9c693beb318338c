import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct PriceTag: View {
    var body: some View { Text(1234.5, format: .currency(code: "USD")) }
}

private struct Plain: View {
    var body: some View { Text("Total") }
}

private struct Receipt: View {
    @State private var amount = 12.5
    var body: some View {
        VStack {
            Plain()
            PriceTag()
            TextField("Amount", value: $amount, format: .number)
            LabeledContent("Share", value: 0.25, format: .percent)
            Text(amount, format: .number)
        }
    }
}

@MainActor
private func shows(_ host: HeadlessHost<some View>, _ text: String) -> Bool {
    host.graph.tree.allNodes.contains { $0.kind == .text && $0.text == text }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct LocaleFormattingTests {
    /// de_DE as this machine's Foundation writes it (a no-break space before the symbol).
    private static let germanPrice = "1.234,50\u{00A0}$"

    @Test func currencyTextIsWrittenInEnUSByDefault() {
        let host = HeadlessHost(PriceTag())
        #expect(shows(host, "$1,234.50"))
    }

    @Test func currencyTextFollowsTheEnvironmentsLocale() {
        let host = HeadlessHost(PriceTag().environment(\.locale, Locale(identifier: "de_DE")))
        #expect(shows(host, Self.germanPrice))
    }

    @Test func aLocaleChangeReEvaluatesOnlyItsReaders() async throws {
        let host = HeadlessHost(Receipt())
        #expect(shows(host, "$1,234.50"))
        #expect(shows(host, "25%"))
        let field = try #require(host.graph.tree.allNodes.first { $0.kind == .textField })
        #expect(field.text == "12.5")
        let receipts = host.evaluations.count(of: Receipt.self)
        let plains = host.evaluations.count(of: Plain.self)
        let tags = host.evaluations.count(of: PriceTag.self)

        host.graph.setLocale(Locale(identifier: "de-DE"))
        await host.settle()
        #expect(shows(host, Self.germanPrice))
        #expect(shows(host, "25\u{00A0}%"))
        #expect(host.graph.tree.allNodes.first { $0.kind == .textField }?.text == "12,5")
        #expect(shows(host, "12,5"))
        // The formatted texts and the field re-describe themselves; no body runs again.
        #expect(host.evaluations.count(of: Receipt.self) == receipts)
        #expect(host.evaluations.count(of: Plain.self) == plains)
        #expect(host.evaluations.count(of: PriceTag.self) == tags)

        // Typed text is read in the locale too: "7,25" is 7.25 in German.
        try await host.type("7,25", into: "Amount")
        #expect(shows(host, "7,25"))

        // The same locale again changes nothing.
        host.graph.setLocale(Locale(identifier: "de-DE"))
        await host.settle()
        #expect(host.evaluations.count(of: Receipt.self) == receipts + 1)
    }

    @Test func dateAndMeasurementStylesTakeTheLocale() {
        let date = Date(timeIntervalSince1970: 0)
        let style = Date.FormatStyle(date: .long, time: .omitted, timeZone: TimeZone(identifier: "UTC") ?? .gmt)
        let host = HeadlessHost(
            VStack {
                Text(date, format: style)
                Text(Measurement(value: 1234.5, unit: UnitLength.kilometers), format: .measurement(width: .abbreviated))
            }
            .environment(\.locale, Locale(identifier: "de_DE")))
        #expect(shows(host, "1. Januar 1970"))
        #expect(shows(host, "1.234,5 km"))
        let english = HeadlessHost(Text(date, format: style))
        #expect(shows(english, "January 1, 1970"))
    }
}
