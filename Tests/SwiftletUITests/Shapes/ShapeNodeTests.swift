import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

private struct Broken: Shape {
    func path(in rect: CGRect) -> Path { Path { $0.addLines([.zero, CGPoint(x: CGFloat.infinity, y: 1)]) } }
}

private struct Drawing: View {
    @State var progress = 0.25
    var body: some View {
        VStack {
            Triangle().fill(.red)
            Circle().trim(from: 0, to: progress).stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
            Button("More") { progress = 0.5 }
        }
    }
}

/// Shape nodes: the geometry follows the measured size, no body runs for it, bad input draws nothing.
@MainActor
@Suite struct ShapeNodeTests {
    @Test func aShapeDrawsNothingUntilMeasuredThenItsPathAtThatSize() async throws {
        let host = HeadlessHost(Drawing())
        await host.settle()
        let shapes = host.measuredNodes
        try #require(shapes.count == 2)
        #expect(shapes.allSatisfy { $0.kind == .shape && $0.attributes[.path] == nil })
        #expect(shapes[0].attributes[.shapeFill] == "red")
        try await host.resize(shapes[0].id, to: CGSize(width: 100, height: 80))
        #expect(host.measuredNodes[0].attributes[.path] == "M 50 0 L 100 80 L 0 80 Z")
        // A resize recomputes the path; no body ran for either report.
        try await host.resize(shapes[0].id, to: CGSize(width: 60, height: 60))
        #expect(host.measuredNodes[0].attributes[.path] == "M 30 0 L 60 60 L 0 60 Z")
        // A filled shape is drawn by its node: the shape has no body to run.
        #expect(host.evaluations.count(of: Triangle.self) == 0)
        #expect(host.evaluations.count(of: Drawing.self) == 1)
    }

    @Test func aTrimmedStrokeCarriesTheWholeOutlineAndTheKeptFraction() async throws {
        let host = HeadlessHost(Drawing())
        await host.settle()
        try await host.layOut(CGSize(width: 100, height: 100))
        try #require(host.measuredNodes.count == 2)
        let ring = host.measuredNodes[1]
        #expect(ring.attributes[.shapeStroke] == "blue")
        #expect(ring.attributes[.shapeFill] == nil)
        #expect(ring.attributes[.lineWidth] == "4")
        #expect(ring.attributes[.lineCap] == "round")
        #expect(ring.attributes[.trim] == "0 0.25")
        #expect(ring.attributes[.strokePath]?.hasPrefix("M 100 50 C") == true)
        try await host.tap("More")
        #expect(host.measuredNodes[1].attributes[.trim] == "0 0.5")
    }

    @Test func fillAndStrokeChainAndBordersAreInset() async throws {
        let host = HeadlessHost(
            VStack {
                Circle().fill(.yellow).stroke(.black, lineWidth: 2)
                Rectangle().strokeBorder(.green, lineWidth: 10)
                Capsule()
            })
        await host.settle()
        try await host.layOut(CGSize(width: 100, height: 100))
        let nodes = host.measuredNodes
        try #require(nodes.count == 3)
        #expect(nodes[0].attributes[.shapeFill] == "yellow" && nodes[0].attributes[.shapeStroke] == "black")
        #expect(nodes[1].attributes[.strokePath] == "M 5 5 L 95 5 L 95 95 L 5 95 Z")
        #expect(nodes[1].attributes[.shapeFill] == nil)
        #expect(nodes[2].attributes[.shapeFill] == "foreground")
    }

    @Test func badGeometryDrawsNothingAndIsReportedOnce() async throws {
        let host = HeadlessHost(
            VStack {
                Broken(); Broken()
            })
        await host.settle()
        try await host.layOut(CGSize(width: 10, height: 10))
        #expect(host.measuredNodes.allSatisfy { $0.attributes[.path] == nil })
        #expect(host.diagnostics.filter { $0.kind == .badGeometry }.count == 1)
        let id = try #require(host.measuredNodes.first).id
        for size in [
            CGSize(width: CGFloat.nan, height: 1), CGSize(width: -1, height: 4),
            CGSize(width: 1, height: CGFloat.infinity),
        ] {
            #expect(throws: HostEventError.self) { try host.graph.send(.size(id, size)) }
        }
        // A zero size draws nothing.
        try await host.resize(id, to: .zero)
        #expect(host.measuredNodes[0].attributes[.path] == nil)
    }

    @Test func clipShapesNameCSSShapesOrCarryTheirPath() async throws {
        let host = HeadlessHost(
            VStack {
                Text("a").clipShape(.circle)
                Text("b").clipShape(.rect(cornerRadius: 8))
                Text("c").clipShape(Triangle())
                Text("d").mask { RoundedRectangle(cornerRadius: 4) }
                Text("e").contentShape(Rectangle())
            })
        await host.settle()
        let texts = host.graph.tree.visibleNodes.filter { $0.kind == .text }
        try #require(texts.count == 5)
        #expect(texts[0].attributes[.clipShape] == "circle")
        #expect(texts[1].attributes[.clipShape] == "roundedRectangle:8")
        #expect(texts[2].attributes[.clipShape] == "path" && texts[2].attributes[.measure] == "true")
        #expect(texts[3].attributes[.clipShape] == "roundedRectangle:4")
        #expect(texts[4].attributes[.contentShape] == "rectangle")
        try await host.resize(texts[2].id, to: CGSize(width: 20, height: 10))
        let clipped = host.graph.tree.visibleNodes.filter { $0.kind == .text }[2]
        #expect(clipped.attributes[.clipPath] == "M 10 0 L 20 10 L 0 10 Z")
        // The operations say it too: a replay of the ticks matches the tree.
        #expect(
            host.updates.last?.operations.contains(
                .setAttribute(clipped.id, name: .clipPath, value: "M 10 0 L 20 10 L 0 10 Z")) == true)
    }

    @Test func backgroundInAShapeLayersTheFilledShapeBehind() async throws {
        let host = HeadlessHost(Text("Tag").padding().background(.blue, in: .capsule))
        await host.settle()
        let stack = try #require(host.graph.tree.children.first)
        try #require(stack.children.count == 2)
        #expect(stack.kind == .zstack && stack.attributes[.shapeBackground] == "true")
        #expect(stack.children[0].kind == .shape && stack.children[0].attributes[.shapeLayer] == "background")
        #expect(stack.children[0].attributes[.shapeFill] == "blue")
        #expect(stack.children[1].kind == .text)
    }
}

/// A shape that asks for a square of the shorter side of what it is offered.
private struct SquareBadge: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = min(proposal.width ?? 10, proposal.height ?? 10)
        return CGSize(width: side, height: side)
    }
}

@MainActor
@Suite struct ShapeSizeThatFitsTests {
    @Test func aShapeThatAsksForLessIsDrawnAtThatSizeCentredInItsFrame() async throws {
        let host = HeadlessHost(SquareBadge().stroke(.red, lineWidth: 2))
        await host.settle()
        let shape = try #require(host.measuredNodes.first)
        try await host.resize(shape.id, to: CGSize(width: 100, height: 40))
        #expect(host.measuredNodes[0].attributes[.path] == "M 30 0 L 70 0 L 70 40 L 30 40 Z")
        // Built-in shapes take all of it.
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 100, height: 40)) == CGSize(width: 100, height: 40))
        #expect(Rectangle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(AnyShape(SquareBadge()).sizeThatFits(.infinity).width == .infinity)
    }
}
