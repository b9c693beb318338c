@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private struct Feeds: View {
    var body: some View {
        VStack {
            VStack { Text("hello") }.accessibilityLiveRegion(.log).accessibilityLabel("Messages")
                .accessibilityIdentifier("chat")
            Text("Connected").accessibilityLiveRegion(.status).accessibilityIdentifier("state")
            Text("12:00:01").accessibilityLiveRegion(.off).accessibilityIdentifier("clock")
            Text("190.123").accessibilityAddTraits(.updatesFrequently).accessibilityIdentifier("price")
            Text("190.123").accessibilityAddTraits(.updatesFrequently).accessibilityLiveRegion(.status)
                .accessibilityIdentifier("said")
            Button("Retry") {}.accessibilityLiveRegion(.status).accessibilityIdentifier("retry")
        }
    }
}

/// Live regions: announced where text changing on its own should be, and not where it would flood
/// (docs/web/accessibility.md).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LiveRegionDOMTests {
    private func element(_ identifier: String, in host: HeadlessHost<Feeds>) throws -> DOMElement {
        let node = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == identifier })
        return DOMMapping.shell(id: node.id, kind: node.kind, text: node.text, attributes: node.attributes)
    }

    @Test func aLogAStatusAndAFrequentlyUpdatedValueArePoliteRegions() throws {
        let host = HeadlessHost(Feeds())
        let chat = try element("chat", in: host)
        #expect(chat.attribute("role") == "log" && chat.attribute("aria-label") == "Messages")
        #expect(chat.attribute("aria-live") == nil)  // a log is polite by its role
        #expect(chat.attribute("data-accessibility-live-region") == nil)
        let state = try element("state", in: host)
        #expect(state.attribute("role") == "status")
        let clock = try element("clock", in: host)
        #expect(clock.attribute("role") == nil && clock.attribute("aria-live") == "off")
        let price = try element("price", in: host)
        #expect(price.attribute("role") == nil && price.attribute("aria-live") == "polite")
        // Said explicitly, a live region wins over the trait.
        let said = try element("said", in: host)
        #expect(said.attribute("role") == "status" && said.attribute("aria-live") == nil)
        // A control keeps its role and gets the liveness as aria-live.
        let retry = try element("retry", in: host)
        #expect(retry.attribute("role") == nil && retry.attribute("aria-live") == "polite")
        #expect(
            host.graph.tree.allNodes.first { $0.attributes[.identifier] == "chat" }?
                .attributes[.accessibilityLiveRegion] == "log")
    }
}

extension LiveRegionDOMTests {
    @Test func anAnnouncementIsADataAttributeOfThePageRoot() {
        let root = DOMMapping.shell(
            id: NodeID(0), kind: .root, text: nil, attributes: [.announcement: "3 Saved \"<x>\""])
        #expect(root.attribute("data-announcement") == "3 Saved \"<x>\"")
        #expect(HTMLRenderer.html(root).contains("data-announcement=\"3 Saved &quot;&lt;x&gt;&quot;\""))
    }
}
