import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

/// Scrumdinger's style: a rounded track around a standard progress bar.
private struct ScrumProgressViewStyle: ProgressViewStyle {
    var accent: Color

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10)
                .fill(accent)
                .frame(height: 20)
            ProgressView(configuration)
                .tint(.orange)
                .frame(height: 12)
                .padding(.horizontal)
        }
        .accessibilityIdentifier("scrum")
    }
}

private struct Meeting: View {
    @State private var done = 1.0

    var body: some View {
        VStack {
            ProgressView("Elapsed", value: done, total: 4)
                .progressViewStyle(ScrumProgressViewStyle(accent: .yellow))
            ProgressView(value: 0.5).progressViewStyle(.linear)
            ProgressView().progressViewStyle(.circular)
            ProgressView(value: 0.25)
            Button("More") { done += 1 }
        }
    }
}

@MainActor
@Suite struct ProgressViewStyleTests {
    @Test func aProgressStyleDrawsAroundAStandardBarWithTheFraction() async throws {
        let host = HeadlessHost(Meeting())
        let scrum = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == "scrum" })
        #expect(scrum.kind == .zstack)
        let bars = host.graph.tree.allNodes.filter { $0.kind == .progress }
        #expect(bars.count == 4)
        // The style's standard bar: a fraction of 1 (1 of 4 as 0.25 of 1), with the label.
        #expect(bars.first?.attributes[.value] == "0.25")
        #expect(bars.first?.attributes[.total] == "1")
        #expect(bars.first?.text == "Elapsed")
        try await host.tap("More")
        let updated = host.graph.tree.allNodes.first { $0.kind == .progress }
        #expect(updated?.attributes[.value] == "0.5")
    }

    @Test func builtInProgressStylesAreAttributes() async throws {
        let host = HeadlessHost(Meeting())
        let bars = host.graph.tree.allNodes.filter { $0.kind == .progress }
        #expect(bars[1].attributes[.progressViewStyle] == "linear")
        #expect(bars[2].attributes[.progressViewStyle] == "circular")
        #expect(bars[3].attributes[.progressViewStyle] == nil)
        #expect(bars[3].attributes[.value] == "0.25")
    }
}
