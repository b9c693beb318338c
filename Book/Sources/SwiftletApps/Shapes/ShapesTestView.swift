import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// A triangle: the classic custom shape.
struct TestTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A test page (`/apps/shapes`, only with `--test-apps`) for shapes and geometry, driven by
/// `Tests/Browser/test_shapes.py`: a framed triangle, a trimmed ring, a triangle whose frame a
/// button widens, a geometry reader showing its size, and shapes laid out by their stacks.
struct ShapesTestView: View {
    @State private var wide = false
    @State private var progress = 0.75
    @State private var measuredWidth: CGFloat = 0
    @State private var gradientRing = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TestTriangle()
                .fill(.orange)
                .frame(width: 120, height: 100)
                .accessibilityIdentifier("triangle")
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .frame(width: 80, height: 80)
                .accessibilityIdentifier("ring")
            TestTriangle()
                .fill(.green)
                .frame(width: wide ? 200 : 100, height: 50)
                .accessibilityIdentifier("resizable")
            Button(wide ? "Narrower" : "Wider") { wide.toggle() }
                .accessibilityIdentifier("widen")
            GeometryReader { proxy in
                Text("size \(Int(proxy.size.width))x\(Int(proxy.size.height))")
                    .accessibilityIdentifier("geometry-size")
            }
            .frame(width: 240, height: 60)
            .accessibilityIdentifier("reader")
            HStack(spacing: 10) {
                RoundedRectangle(cornerRadius: 8).fill(.red).accessibilityIdentifier("left")
                Capsule().strokeBorder(.purple, lineWidth: 4).accessibilityIdentifier("right")
            }
            .frame(width: 210, height: 40)
            RoundedRectangle(cornerRadius: 12)
                .fill(.blue)
                .frame(maxWidth: .infinity, maxHeight: 30)
                .accessibilityIdentifier("banner")
            Text("Tag")
                .padding(8)
                .background(.yellow, in: .capsule)
                .accessibilityIdentifier("tag")
            Circle()
                .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 50, height: 50)
                .accessibilityIdentifier("gradient")
            HStack(spacing: 20) {
                Circle()
                    .trim(from: 0, to: 0.9)
                    .stroke(
                        gradientRing
                            ? AnyShapeStyle(AngularGradient(colors: [.red, .blue], center: .center))
                            : AnyShapeStyle(Color.green),
                        style: StrokeStyle(lineWidth: 12, lineCap: .round)
                    )
                    .frame(width: 80, height: 80)
                    .accessibilityIdentifier("angular-ring")
                Capsule()
                    .stroke(
                        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), lineWidth: 6
                    )
                    .frame(width: 100, height: 30)
                    .accessibilityIdentifier("linear-stroke")
                Button(gradientRing ? "Plain ring" : "Gradient ring") { gradientRing.toggle() }
                    .accessibilityIdentifier("ring-paint")
            }
            .padding(12)
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<4) { row in Text("Row \(row)").frame(height: 30) }
                    GeometryReader { proxy in
                        Text("In list \(Int(proxy.frame(in: .named("list")).minY))")
                            .accessibilityIdentifier("placed")
                    }
                    .frame(height: 30)
                    ForEach(4..<12) { row in Text("Row \(row)").frame(height: 30) }
                }
            }
            .coordinateSpace(name: "list")
            .frame(width: 200, height: 90)
            .accessibilityIdentifier("placed-list")
            Text("Measured \(Int(measuredWidth))")
                .frame(width: 150)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { measuredWidth = $0 }
                .accessibilityIdentifier("measured")
            Text("Clipped")
                .padding(20)
                .background(.green)
                .clipShape(TestTriangle())
                .accessibilityIdentifier("clipped")
        }
        .padding()
    }
}
