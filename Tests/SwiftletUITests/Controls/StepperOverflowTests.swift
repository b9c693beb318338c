@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

/// Steppers over small or unsigned integers stop at their range's or their type's end: a tap never
/// overflows (which would stop the whole server).
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct StepperOverflowTests {
    struct SmallSteppers: View {
        @State private var level: UInt8 = 250
        @State private var count: UInt = 7
        @State private var free: UInt = 0

        var body: some View {
            VStack {
                Stepper("Level: \(level)", value: $level, in: 0...255, step: 10)
                Stepper("Count: \(count)", value: $count, in: 5...100, step: 10)
                Stepper("Free: \(free)", value: $free)
            }
        }
    }

    @Test func stepsPastTheEndOfTheTypeStopAtTheEnd() async throws {
        let host = HeadlessHost(SmallSteppers())
        try await host.increment("Level: 250")
        #expect(try host.control(.stepper, labelled: "Level: 255").text == "Level: 255")
        try await host.decrement("Count: 7")
        #expect(try host.control(.stepper, labelled: "Count: 5").text == "Count: 5")
        // Unbounded, at 0: the decrement button is disabled and a forged tap changes nothing.
        let free = try host.control(.stepper, labelled: "Free: 0")
        let decrement = try #require(free.children.first { $0.attributes[.label] == "Decrement" })
        #expect(decrement.attributes[.disabled] == "true")
        _ = try? host.graph.send(.tap(decrement.id))
        await host.settle()
        #expect(try host.control(.stepper, labelled: "Free: 0").text == "Free: 0")
    }

    @Test func theStepArithmeticNeverOverflows() {
        #expect(StepAction.stepped(UInt8(250), by: 10, limit: UInt8(255), down: false) == 255)
        #expect(StepAction.stepped(UInt8(250), by: 10, limit: nil, down: false) == 255)
        #expect(StepAction.stepped(UInt(7), by: 10, limit: UInt(5), down: true) == 5)
        #expect(StepAction.stepped(UInt(0), by: 1, limit: nil, down: true) == 0)
        #expect(StepAction.stepped(Int.max - 1, by: 5, limit: nil, down: false) == Int.max)
        #expect(StepAction.stepped(Int8(-120), by: 300, limit: Int8(-128), down: true) == -128)
        #expect(StepAction.stepped(3, by: 2, limit: 10, down: false) == 5)
        #expect(StepAction.stepped(0.5, by: 0.25, limit: 0.6, down: false) == 0.6)
    }
}
