import Foundation
import Logging
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: 0, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// The browser's size reports reach the shapes of a session and come back as their new path.
@MainActor
@Suite struct MeasuredSizeSessionTests {
    @Test func aSizeReportSendsTheShapesPathAndBadSizesGetAnErrorFrame() async throws {
        let registry = makeTestRegistry()
        let app = WebApp(name: "wedge", title: "Wedge", summary: "") { Wedge().fill(.red) }
        let session = registry.createPending(app)
        let shape = try #require(session.graph.tree.children.first)
        #expect(shape.kind == .shape)
        await session.receive(#"{"ev":"size","sizes":[[\#(shape.id.rawValue),40,20.5],[999999,1,1]]}"#)
        await session.graph.settle()
        let frame = try await nextFrame(session)
        #expect(frame.contains(#"["attr","n\#(shape.id.rawValue)p","d","M 0 0 L 40 20.5 L 0 20.5 Z"]"#))
        await session.receive(#"{"ev":"size","sizes":[[\#(shape.id.rawValue),-4,20]]}"#)
        #expect(try await nextFrame(session).contains("invalidValue"))
        registry.close(session)
    }
}
