@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps

/// The scene-storage lab's stored counters come from the page: the largest value any page can store
/// is shown and kept, never a trap that would stop every session of the process.
@MainActor
@Suite struct SceneStorageLabTests {
    @Test func storedCountersAtTheLargestIntStayThereWhenTapped() async throws {
        let host = HeadlessHost(SceneStorageLabView())
        host.graph.host.sceneStorage.set(String(Int.max), forKey: "taps")
        host.graph.host.appStorage.set(String(Int.max), forKey: "scene-lab-visits")
        await host.settle()
        try await host.tap("Tap")
        try await host.tap("Visit")
        #expect(host.snapshot().contains("Scene taps: \(Int.max)"))
        #expect(host.snapshot().contains("Visits: \(Int.max)"))
        #expect(host.snapshot().contains("Session taps: 1"))
        #expect(host.graph.host.sceneStorage.value(forKey: "taps") == String(Int.max))
    }
}
