import Foundation
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

/// Path maths: what a developer's `path(in:)` builds is what the browser draws.
@MainActor
@Suite struct PathTests {
    private func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 0.001) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func aTriangleIsWrittenAsSVGPathData() {
        var path = Path()
        path.move(to: CGPoint(x: 50, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.closeSubpath()
        #expect(path.description == "M 50 0 L 100 100 L 0 100 Z")
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.contains(CGPoint(x: 50, y: 60)))
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func aRectangleRunsClockwiseOnScreenFromItsTopLeft() {
        let path = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.description == "M 10 20 L 40 20 L 40 60 L 10 60 Z")
        #expect(Path { $0.addRect(CGRect(x: 10, y: 20, width: 30, height: 40)) } == path)
    }

    @Test func anArcWithClockwiseFalseTurnsClockwiseOnScreen() {
        // From 3 o'clock by a quarter turn with growing angles: down to 6 o'clock (y grows downwards).
        var path = Path()
        path.addArc(
            center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false
        )
        #expect(close(path.currentPoint, CGPoint(x: 50, y: 100)))
        let bounds = path.boundingRect
        #expect(abs(bounds.maxX - 100) < 0.01 && abs(bounds.maxY - 100) < 0.01 && bounds.minX > 49)
        // clockwise: true goes the long way round, through 12 o'clock and 9 o'clock.
        var other = Path()
        other.addArc(
            center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(close(other.currentPoint, CGPoint(x: 50, y: 100)))
        #expect(other.boundingRect.minX < 1 && other.boundingRect.minY < 1)
    }

    @Test func arcsStayOnTheirCircle() {
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .degrees(30), delta: .degrees(200))
        for segment in path.segments {
            for step in 0...8 {
                let point = segment.point(at: CGFloat(step) / 8)
                #expect(abs(hypot(point.x, point.y) - 10) < 0.01)
            }
        }
    }

    @Test func aTangentArcRoundsACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(close(path.currentPoint, CGPoint(x: 100, y: 20)))
        #expect(path.elements.contains(.line(to: CGPoint(x: 80, y: 0))))
    }

    @Test func roundedRectanglesClampTheirCorners() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50)
        // Corners are at most half the shorter side: the capsule's flat top runs from x 20 to 80.
        #expect(path.description.hasPrefix("M 20 0 L 80 0 C 91.046 0 100 8.954 100 20"))
        #expect(path.boundingRect.height <= 40.001)
    }

    @Test func trimmingKeepsTheFractionOfTheLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(square.trimmedPath(from: 0, to: 0.25).description == "M 0 0 L 100 0")
        #expect(square.trimmedPath(from: 0.125, to: 0.375).description == "M 50 0 L 100 0 L 100 50")
        #expect(square.trimmedPath(from: 0, to: 1) == square)
        #expect(square.trimmedPath(from: 0.6, to: 0.2).isEmpty)
        // A circle's outline starts at 3 o'clock and a quarter of it ends at 6 o'clock.
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 100), 0.5))
    }

    @Test func transformsMapEveryPoint() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.offsetBy(dx: 5, dy: -5).description == "M 5 -5 L 15 -5 L 15 5 L 5 5 Z")
        let turned = path.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(turned.description == "M 0 0 L 0 10 L -10 10 L -10 0 Z")
        let scaled = path.applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1))
        #expect(scaled.boundingRect == CGRect(x: 2, y: 3, width: 20, height: 30))
        #expect(CGAffineTransform(translationX: 3, y: 4).inverted().concatenating(.identity).tx == -3)
    }

    @Test func aPathWithNaNDrawsNothing() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 4))
        #expect(!path.isFinite)
        #expect(path.description == "")
        #expect(Path().isEmpty && Path().currentPoint == nil && Path().boundingRect.isNull)
    }

    @Test func builtInShapesFitTheirFrame() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(Circle().path(in: rect).boundingRect.width < 100.01)
        #expect(abs(Circle().path(in: rect).boundingRect.midX - 100) < 0.01)
        #expect(abs(Ellipse().path(in: rect).boundingRect.width - 200) < 0.01)
        #expect(Capsule().path(in: rect).description.hasPrefix("M 50 0 L 150 0"))
        #expect(Rectangle().inset(by: 10).path(in: rect).boundingRect == CGRect(x: 10, y: 10, width: 180, height: 80))
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10)
        #expect(uneven.path(in: rect).description.hasPrefix("M 20 0 L 200 0 L 200 90 C"))
        #expect(Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect.height > 199)
        #expect(Rectangle().offset(x: 5, y: 6).path(in: rect).boundingRect.origin == CGPoint(x: 5, y: 6))
        #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 50, y: 25, width: 100, height: 50))
    }
}
