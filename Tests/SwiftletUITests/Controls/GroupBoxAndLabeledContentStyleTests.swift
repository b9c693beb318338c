import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .accessibilityIdentifier("card")
    }
}

private struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content
        }
        .accessibilityIdentifier("stacked")
    }
}

private struct Boxes: View {
    var body: some View {
        VStack {
            GroupBox("Weather") { Text("Sunny") }.groupBoxStyle(CardGroupBoxStyle())
            GroupBox("Plain") { Text("Rain") }.groupBoxStyle(.automatic)
            LabeledContent("Name", value: "Ada").labeledContentStyle(StackedLabeledContentStyle())
            LabeledContent("Age", value: "36")
        }
    }
}

@MainActor
@Suite struct GroupBoxAndLabeledContentStyleTests {
    @Test func aGroupBoxStyleDrawsTheLabelAndContent() async throws {
        let host = HeadlessHost(Boxes())
        let card = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == "card" })
        #expect(card.kind == .vstack)
        #expect(card.children.count == 2)
        let boxes = host.graph.tree.allNodes.filter { $0.attributes[.groupBox] == "true" }
        #expect(boxes.count == 1)
    }

    @Test func aLabeledContentStyleDrawsTheLabelAndValue() async throws {
        let host = HeadlessHost(Boxes())
        let stacked = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == "stacked" })
        #expect(stacked.kind == .vstack)
        #expect(host.graph.tree.allNodes.filter { $0.attributes[.labeledContent] == "true" }.count == 1)
        #expect(host.graph.tree.allNodes.contains { $0.text == "Ada" })
    }
}
