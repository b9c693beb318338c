import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

/// `Stepper(_:value:in:step:format:)`: steps as without a format, and says its value as the format
/// writes it.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct StepperFormatTests {
    struct Tip: View {
        @State private var share = 0.15
        @State private var hours = 8.0

        var body: some View {
            VStack {
                Stepper("Tip", value: $share, in: 0...0.3, step: 0.05, format: .percent)
                Stepper(value: $hours, step: 0.5, format: .number) { Text("Sleep") }
                Text("tip \(share, format: .percent)")
            }
        }
    }

    @Test func aFormattedStepperStepsItsValueAndSaysItFormatted() async throws {
        let host = HeadlessHost(Tip())
        await host.settle()
        #expect(try host.control(.stepper, labelled: "Tip").attributes[.valueText] == "15%")
        try await host.increment("Tip")
        #expect(try host.control(.stepper, labelled: "Tip").attributes[.valueText] == "20%")
        #expect(host.snapshot().contains("tip 20%"))
        let sleep = try #require(host.graph.tree.allNodes.first { $0.kind == .stepper && $0.text == nil })
        #expect(sleep.attributes[.valueText] == "8")
    }
}
