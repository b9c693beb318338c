@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps

/// The Guestbook keeps a bounded book: a visitor who posts without end cannot grow a session's state.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct GuestbookTests {
    @Test func theBookKeepsTheNewestHundredMessagesEachCutToAThousandCharacters() async throws {
        let host = HeadlessHost(GuestbookView())
        await host.settle()
        let posts = GuestbookView.maxMessages + 5
        for number in 1...posts {
            let text = number == posts ? String(repeating: "x", count: 5_000) : "note \(number)"
            try await host.type(text, into: "Message")
            try await host.tap("Post")
        }
        let messages = host.graph.tree.allNodes.filter { $0.attributes[.identifier]?.hasPrefix("message-") == true }
        #expect(messages.count == GuestbookView.maxMessages)
        // The five oldest were dropped; the newest is there, cut to the longest message kept.
        #expect(!messages.contains { $0.text == "note 5" })
        #expect(messages.first?.text == "note 6")
        #expect(messages.last?.text == String(repeating: "x", count: GuestbookView.maxMessageLength))
        await host.unmount()
    }
}
