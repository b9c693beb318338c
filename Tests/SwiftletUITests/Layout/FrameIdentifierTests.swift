import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Framed: View {
    @State private var name = "bio"
    @State private var text = ""
    var body: some View {
        VStack {
            TextEditor(text: $text).frame(minHeight: 80).opacity(0.5).accessibilityIdentifier(name)
            Button("rename") { name = "about" }
        }
    }
}

@MainActor
@Suite struct FrameIdentifierTests {
    @Test func anIdentifierAfterAFrameNamesTheControlAndFollowsItsChanges() async throws {
        let host = HeadlessHost(Framed())
        let editor = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == "bio" })
        #expect(editor.kind == .textEditor)
        let frame = try #require(host.graph.tree.allNodes.first { $0.kind == .frame })
        #expect(frame.attributes[.opacity] == "0.5")
        #expect(frame.attributes[.identifier] == nil)
        try await host.tap("rename")
        let renamed = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == "about" })
        #expect(renamed.kind == .textEditor)
        // The host's copy, built from the operations, agrees with the tree.
        let operations = host.updates.last?.operations ?? []
        #expect(
            operations.contains {
                if case .setAttribute(renamed.id, .identifier, "about") = $0 { true } else { false }
            })
    }
}
