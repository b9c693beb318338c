import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Rounded: View {
    @Namespace private var namespace
    var body: some View {
        VStack {
            Text("card").padding().background(.blue).cornerRadius(12).accessibilityIdentifier("card")
            Text("matched").matchedGeometryEffect(id: "title", in: namespace).accessibilityIdentifier("matched")
        }
    }
}

@MainActor
@Suite struct CornerRadiusTests {
    @Test func cornerRadiusRoundsTheViewAndMatchedGeometryLeavesItAsItIs() throws {
        let host = HeadlessHost(Rounded())
        let card = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == "card" })
        #expect(card.attributes[.cornerRadius] == "12")
        let matched = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == "matched" })
        #expect(matched.kind == .text)
        #expect(Namespace().wrappedValue != Namespace().wrappedValue)
    }
}
