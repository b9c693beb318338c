@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private struct Feed: View {
    @State private var items = [1, 2, 3]

    var body: some View {
        VStack {
            ScrollViewReader { proxy in
                ScrollView {
                    ForEach(items, id: \.self) { item in
                        Text("item \(item)").id(item)
                    }
                }
                .accessibilityIdentifier("feed")
                .onChange(of: items.count) {
                    if let last = items.last { proxy.scrollTo(last, anchor: .bottom) }
                }
            }
            Button("add") { items.append(items.count + 1) }
        }
    }
}

private struct Tally: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("tally \(count)")
            Button("count") { count += 1 }
        }
    }
}

/// Changes the `.id` of a stateful child: its state survives, since `.id` only names a target.
private struct Renamed: View {
    @State private var name = 1
    var body: some View {
        VStack {
            Tally().id(name)
            Button("rename") { name += 1 }
        }
    }
}

@MainActor
@Suite struct ScrollViewReaderTests {
    @Test func changingAnIDKeepsTheViewsIdentityAndState() async throws {
        let host = HeadlessHost(Renamed())
        try await host.tap("count")
        host.evaluations.reset()
        try await host.tap("rename")
        #expect(host.snapshot().contains("tally 1"))
        #expect(!host.evaluations.entries.contains { $0.reasons.contains(.mount) })
        #expect(host.graph.tree.allNodes.contains { $0.attributes[.scrollTarget] == "2" })
        await host.unmount()
    }

    private func feed(_ host: HeadlessHost<Feed>) -> RenderNode? {
        host.graph.tree.allNodes.first { $0.attributes[.identifier] == "feed" }
    }

    @Test func scrollToNamesTheTargetForTheHostOncePerRequest() async throws {
        let host = HeadlessHost(Feed())
        let before = try #require(feed(host))
        #expect(before.kind == .scrollView)
        #expect(before.attributes[.scrollTo] == nil)
        let targets = host.graph.tree.allNodes.compactMap { $0.attributes[.scrollTarget] }
        #expect(targets == ["1", "2", "3"])

        try await host.tap("add")
        let first = try #require(feed(host))
        #expect(first.attributes[.scrollTo] == "4")
        #expect(first.attributes[.scrollAnchor] == "bottom")
        #expect(first.attributes[.scrollSerial] == "1")

        try await host.tap("add")
        let second = try #require(feed(host))
        #expect(second.attributes[.scrollTo] == "5")
        #expect(second.attributes[.scrollSerial] == "2")
        await host.unmount()
    }
}
