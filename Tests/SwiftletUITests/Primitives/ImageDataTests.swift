import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Gallery: View {
    @State private var shown = true
    @State private var second = false

    var body: some View {
        VStack {
            if shown {
                Image(data: second ? Data([0x89, 0x50, 0x4E, 0x47, 2]) : Data([0xFF, 0xD8, 0xFF, 1]))
            }
            Button("swap") { second.toggle() }
            Button("hide") { shown = false }
        }
    }
}

@MainActor
@Suite struct ImageDataTests {
    private func blobKey(_ host: HeadlessHost<Gallery>) -> String? {
        func find(_ node: RenderNode) -> String? {
            if node.kind == .image { return node.attributes[.blob] }
            return node.children.lazy.compactMap(find).first
        }
        return find(host.graph.tree)
    }

    @Test func bytesAreHeldUnderAKeyThatChangesWithTheBytesAndIsReleasedWithTheNode() async throws {
        let host = HeadlessHost(Gallery())
        let first = try #require(blobKey(host))
        #expect(first.count == 32)
        #expect(host.graph.imageData.data(forKey: first) == Data([0xFF, 0xD8, 0xFF, 1]))
        #expect(host.graph.imageData.count == 1)

        try await host.tap("swap")
        let second = try #require(blobKey(host))
        #expect(second != first)
        #expect(host.graph.imageData.data(forKey: first) == nil)
        #expect(host.graph.imageData.data(forKey: second) == Data([0x89, 0x50, 0x4E, 0x47, 2]))
        #expect(host.graph.imageData.count == 1)

        try await host.tap("hide")
        #expect(blobKey(host) == nil)
        #expect(host.graph.imageData.count == 0)
    }

    @Test func unmountReleasesEveryImage() async {
        let host = HeadlessHost(Gallery())
        #expect(host.graph.imageData.count == 1)
        await host.unmount()
        #expect(host.graph.imageData.count == 0)
    }
}
