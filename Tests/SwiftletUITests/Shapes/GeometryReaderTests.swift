import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private struct SizeLabel: View {
    let width: CGFloat
    var body: some View { Text("width \(Int(width))") }
}

private struct Other: View {
    var body: some View { Text("unrelated") }
}

private struct Screen: View {
    var body: some View {
        GeometryReader { proxy in
            VStack {
                SizeLabel(width: proxy.size.width)
                Other()
            }
        }
    }
}

private struct Watcher: View {
    @State private var width: CGFloat = 0
    @State private var calls = 0
    var body: some View {
        Text("seen \(Int(width)) in \(calls) calls")
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { newValue in
                width = newValue
                calls += 1
            }
    }
}

/// `GeometryReader` and `.onGeometryChange`: the content sees the measured size; only what changed runs.
@MainActor
@Suite struct GeometryReaderTests {
    @Test func theContentSeesTheMeasuredSizeAndOnlyViewsWhoseValuesChangedRun() async throws {
        let host = HeadlessHost(Screen())
        await host.settle()
        #expect(host.snapshot().contains("width 0"))
        let reader = try #require(host.measuredNodes.first)
        #expect(reader.kind == .geometryReader)
        try await host.resize(reader.id, to: CGSize(width: 320, height: 480))
        #expect(host.snapshot().contains("width 320"))
        #expect(host.evaluations.count(of: SizeLabel.self) == 2)
        #expect(host.evaluations.count(of: Other.self) == 1)
        #expect(host.evaluations.count(of: Screen.self) == 1)
        // The same size again changes nothing.
        try await host.resize(reader.id, to: CGSize(width: 320, height: 480))
        #expect(host.evaluations.count(of: SizeLabel.self) == 2)
        // A height change reaches the closure, but the label's value is equal: it does not run.
        try await host.resize(reader.id, to: CGSize(width: 320, height: 400))
        #expect(host.evaluations.count(of: SizeLabel.self) == 2)
        // Proxy: zero safe area, frames with the measured size.
        let proxy = GeometryProxy(size: CGSize(width: 3, height: 4))
        #expect(proxy.frame(in: .local) == CGRect(x: 0, y: 0, width: 3, height: 4))
        #expect(proxy.frame(in: .global).size == proxy.size && proxy.safeAreaInsets == EdgeInsets())
    }

    @Test func onGeometryChangeCallsTheActionWhenTheValueChanges() async throws {
        let host = HeadlessHost(Watcher())
        await host.settle()
        let id = try #require(host.measuredNodes.first).id
        try await host.resize(id, to: CGSize(width: 200, height: 20))
        #expect(host.snapshot().contains("seen 200 in 1 calls"))
        try await host.resize(id, to: CGSize(width: 200, height: 40))  // same width: no call
        #expect(host.snapshot().contains("seen 200 in 1 calls"))
        try await host.resize(id, to: CGSize(width: 150, height: 40))
        #expect(host.snapshot().contains("seen 150 in 2 calls"))
    }
}
