import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

@MainActor
@Suite struct TextFormattingTests {
    @Test func numbersCurrencyPercentDatesAndMeasurementsFormatThroughFoundation() async throws {
        let when = Date(timeIntervalSince1970: 1_700_000_000)
        struct Amounts: View {
            let when: Date
            var body: some View {
                VStack {
                    Text(1234.5, format: .number)
                    Text(19.99, format: .currency(code: "USD"))
                    Text(0.25, format: .percent)
                    Text(when, format: .dateTime.year())
                    Text(Measurement(value: 5, unit: UnitLength.kilometers), format: .measurement(width: .abbreviated))
                }
            }
        }
        let host = HeadlessHost(Amounts(when: when))
        await host.settle()
        let lines = host.snapshot().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[1] == (1234.5).formatted(.number))
        #expect(lines[2].contains("19.99"))
        #expect(lines[3] == "25%")
        #expect(lines[4] == "2023")
        #expect(lines[5].contains("5") && lines[5].contains("km"))
    }

    @Test func dateStylesSpellTheSpanFromNow() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let later = now.addingTimeInterval(2 * 3_600 + 15 * 60 + 9)
        #expect(DateStyleText.string(for: later, style: .relative, now: now) == "2 hours, 15 minutes")
        #expect(DateStyleText.string(for: later, style: .offset, now: now) == "+2 hours")
        #expect(DateStyleText.string(for: now, style: .offset, now: later) == "-2 hours")
        #expect(DateStyleText.string(for: later, style: .timer, now: now) == "2:15:09")
        #expect(DateStyleText.string(for: now.addingTimeInterval(65), style: .timer, now: now) == "1:05")
        #expect(DateStyleText.string(for: now, style: .date, now: now).contains("2023"))
        #expect(!Text(now, style: .time).string.isEmpty)
    }

    @Test func countingDateStylesTellTheHostTheirDate() async throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let host = HeadlessHost(
            VStack {
                Text(start, style: .timer); Text(start, style: .date)
            })
        await host.settle()
        let texts = host.graph.tree.allNodes.filter { $0.kind == .text }
        #expect(texts[0].attributes[.dateStyle] == "timer")
        #expect(texts[0].attributes[.date] == "1700000000.0")
        #expect(texts[1].attributes[.dateStyle] == nil)
        #expect(Double(texts[0].attributes[.now] ?? "") != nil)
        // Joined with another text it no longer counts (a host would write over the other part).
        let joined = Text("Since ") + Text(start, style: .timer)
        #expect(joined.attributes[.dateStyle] == nil && joined.attributes[.date] == nil)
    }

    @Test func fontWeightsDesignsCaseTruncationAndSelectionAreAttributes() async throws {
        struct Styled: View {
            var body: some View {
                VStack {
                    Text("Title").font(.title.weight(.semibold))
                    Text("Heavy").fontWeight(.heavy).fontDesign(.serif)
                    Text("Shout").textCase(.uppercase).truncationMode(.middle).textSelection(.enabled)
                }
            }
        }
        let host = HeadlessHost(Styled())
        await host.settle()
        let texts = host.graph.tree.allNodes.filter { $0.kind == .text }
        #expect(texts[0].attributes[.font] == "title-semibold")
        #expect(texts[1].attributes[.fontWeight] == "heavy" && texts[1].attributes[.fontDesign] == "serif")
        #expect(texts[2].attributes[.textCase] == "uppercase")
        #expect(texts[2].attributes[.truncationMode] == "middle")
        #expect(texts[2].attributes[.textSelection] == "enabled")
        // Plain text stays one text node with nothing added.
        #expect(Text("plain").attributes.isEmpty)
    }
}
