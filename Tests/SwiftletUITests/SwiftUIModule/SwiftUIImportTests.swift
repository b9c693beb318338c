@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftUI
@_spi(SwiftletHost) import SwiftletTesting
import Testing

// What `import SwiftUI` alone must make reachable: Combine's `ObservableObject`/`@Published`,
// Observation's `@Observable`, Foundation and the CoreGraphics value types.

private final class CombineModel: ObservableObject {
    @Published var count = 0
}

@Observable
private final class ObservationModel {
    var count = 0
}

private struct CombineCounter: View {
    @ObservedObject var model: CombineModel
    var body: some View {
        Button("combine \(model.count)") { model.count += 1 }
    }
}

private struct ObservationCounter: View {
    let model: ObservationModel
    var body: some View {
        Button("observation \(model.count)") { model.count += 1 }
    }
}

@MainActor
@Suite struct SwiftUIImportTests {
    @Test func observableObjectAndPublishedUpdateTheView() async throws {
        let host = HeadlessHost(CombineCounter(model: CombineModel()))
        host.evaluations.reset()
        try await host.tap("combine 0")
        #expect(host.snapshot().contains("combine 1"))
        #expect(host.evaluations.count(of: CombineCounter.self) == 1)
    }

    @Test func observableMacroUpdatesTheView() async throws {
        let host = HeadlessHost(ObservationCounter(model: ObservationModel()))
        host.evaluations.reset()
        try await host.tap("observation 0")
        try await host.waitUntil(timeout: .seconds(10)) { host.snapshot().contains("observation 1") }
        #expect(host.evaluations.count(of: ObservationCounter.self) == 1)
    }

    @Test func foundationAndCoreGraphicsTypesAreReachable() {
        let rect = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
        let width: CGFloat = rect.maxX
        #expect(width == 4)
        #expect(URL(string: "https://example.com")?.host == "example.com")
    }
}
