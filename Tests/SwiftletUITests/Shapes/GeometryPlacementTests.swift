import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private struct ParallaxHeader: View {
    var body: some View {
        GeometryReader { proxy in
            Text("top \(Int(proxy.frame(in: .global).minY))")
        }
    }
}

private struct Scrolled: View {
    var body: some View {
        ScrollView {
            VStack {
                Text("Header")
                GeometryReader { proxy in
                    Text("in scroll \(Int(proxy.frame(in: .named("scroll")).minY))")
                }
            }
        }
        .coordinateSpace(name: "scroll")
    }
}

private struct OffsetWatcher: View {
    @State private var offset: CGFloat = 0
    @State private var calls = 0
    var body: some View {
        VStack {
            Text("offset \(Int(offset)) after \(calls)")
            Text("Watched")
                .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minY }) { value in
                    offset = value
                    calls += 1
                }
        }
    }
}

/// Positions: `GeometryProxy.frame(in:)` with `.global` or a named space asks the host for the
/// view's position, and each report runs only the code that reads it.
@MainActor
@Suite struct GeometryPlacementTests {
    @Test func aReaderThatAsksForItsGlobalFrameIsPlacedAndFollowsEachReport() async throws {
        let host = HeadlessHost(ParallaxHeader())
        await host.settle()
        let reader = try #require(host.measuredNodes.first)
        // Asking made the reader report its position too; until a report the origin is zero.
        #expect(reader.attributes[.measure] == "position")
        #expect(host.snapshot().contains("top 0"))
        try await host.resize(reader.id, to: CGSize(width: 300, height: 100))
        try await host.place(reader.id, at: CGPoint(x: 0, y: 240))
        #expect(host.snapshot().contains("top 240"))
        try await host.place(reader.id, at: CGPoint(x: 0, y: 140))
        #expect(host.snapshot().contains("top 140"))
        // A report runs the reader's content, not the body around it.
        #expect(host.evaluations.count(of: ParallaxHeader.self) == 1)
    }

    @Test func aNamedSpaceIsTheNearestAncestorNamedSo() async throws {
        let host = HeadlessHost(Scrolled())
        await host.settle()
        let reader = try #require(host.measuredNodes.first)
        let space = try #require(host.coordinateSpaceNode)
        try await host.place(reader.id, at: CGPoint(x: 0, y: 500), spaces: [space.id: CGPoint(x: 0, y: -40)])
        #expect(host.snapshot().contains("in scroll -40"))
        // A space that is not an ancestor's is not this one.
        try await host.place(reader.id, at: CGPoint(x: 0, y: 500), spaces: [NodeID(999_999): CGPoint(x: 0, y: 7)])
        #expect(host.snapshot().contains("in scroll 0"))
    }

    @Test func onGeometryChangeAsksForPositionsOnceItsValueReadsOne() async throws {
        let host = HeadlessHost(OffsetWatcher())
        await host.settle()
        let watched = try #require(host.measuredNodes.first)
        #expect(watched.attributes[.measure] == "true")
        try await host.resize(watched.id, to: CGSize(width: 80, height: 20))
        #expect(host.measuredNodes.first?.attributes[.measure] == "position")
        #expect(host.snapshot().contains("offset 0 after 1"))
        try await host.place(watched.id, at: CGPoint(x: 10, y: 320))
        #expect(host.snapshot().contains("offset 320 after 2"))
        try await host.place(watched.id, at: CGPoint(x: 12, y: 320))  // same value: no call
        #expect(host.snapshot().contains("offset 320 after 2"))
    }

    @Test func aPositionThatIsNotFiniteIsRefused() async throws {
        let host = HeadlessHost(ParallaxHeader())
        await host.settle()
        let reader = try #require(host.measuredNodes.first)
        await #expect(throws: HostEventError.self) {
            try await host.place(reader.id, at: CGPoint(x: CGFloat.nan, y: 1))
        }
        let many = Dictionary(uniqueKeysWithValues: (0..<9).map { (NodeID($0), CGPoint.zero) })
        await #expect(throws: HostEventError.self) {
            try await host.place(reader.id, at: .zero, spaces: many)
        }
        #expect(host.snapshot().contains("top 0"))
    }
}
