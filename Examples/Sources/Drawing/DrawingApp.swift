import SwiftUI

@main
struct DrawingApp: App {
    var body: some Scene {
        WindowGroup("Drawing") { DrawingView() }
    }
}

/// A star with `corners` points whose inner points sit at `smoothness` of the outer radius.
struct Star: Shape {
    var corners: Int
    var smoothness: Double

    func path(in rect: CGRect) -> Path {
        guard corners >= 2 else { return Path() }
        let center = CGPoint(x: rect.width / 2, y: rect.height / 2)
        var currentAngle = -CGFloat.pi / 2
        let angleAdjustment = .pi * 2 / Double(corners * 2)
        let innerX = center.x * smoothness
        let innerY = center.y * smoothness
        var path = Path()
        path.move(to: CGPoint(x: center.x * cos(currentAngle), y: center.y * sin(currentAngle)))
        var bottomEdge: Double = 0
        for corner in 0..<corners * 2 {
            let sinAngle = sin(currentAngle)
            let cosAngle = cos(currentAngle)
            let bottom: Double
            if corner.isMultiple(of: 2) {
                bottom = center.y * sinAngle
                path.addLine(to: CGPoint(x: center.x * cosAngle, y: bottom))
            } else {
                bottom = innerY * sinAngle
                path.addLine(to: CGPoint(x: innerX * cosAngle, y: bottom))
            }
            if bottom > bottomEdge { bottomEdge = bottom }
            currentAngle += angleAdjustment
        }
        let unusedSpace = (rect.height / 2 - bottomEdge) / 2
        let transform = CGAffineTransform(translationX: center.x, y: center.y + unusedSpace)
        return path.applying(transform)
    }
}

/// A sine wave across the rectangle.
struct Wave: Shape {
    var strength: Double
    var frequency: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = Double(rect.width)
        let midHeight = Double(rect.height) / 2
        let wavelength = width / frequency
        path.move(to: CGPoint(x: 0, y: midHeight))
        for x in stride(from: 0, through: width, by: 4) {
            let relativeX = x / wavelength
            let sine = sin(relativeX * 2 * .pi)
            path.addLine(to: CGPoint(x: x, y: strength * sine + midHeight))
        }
        return path
    }
}

struct DrawingView: View {
    @State private var corners = 5.0
    @State private var smoothness = 0.45
    @State private var progress = 0.6

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                Text("Drawing").font(.largeTitle).bold()

                Star(corners: Int(corners), smoothness: smoothness)
                    .fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                    .stroke(.red, lineWidth: 3)
                    .frame(width: 200, height: 200)
                    .accessibilityIdentifier("star")
                Slider(value: $corners, in: 2...12, step: 1) {
                    Text("Corners")
                }
                .accessibilityIdentifier("corners")
                Text("\(Int(corners)) corners")
                Slider(value: $smoothness, in: 0.1...1) {
                    Text("Inner radius")
                }
                .accessibilityIdentifier("smoothness")

                ZStack {
                    Circle()
                        .stroke(.gray, lineWidth: 16)
                        .opacity(0.2)
                    Circle()
                        .rotation(.degrees(-90))
                        .trim(from: 0, to: progress)
                        .stroke(.blue, style: StrokeStyle(lineWidth: 16, lineCap: .round))
                    Text("\(Int(progress * 100))%")
                        .font(.title)
                }
                .frame(width: 160, height: 160)
                .accessibilityIdentifier("ring")
                Slider(value: $progress, in: 0...1) {
                    Text("Progress")
                }
                .accessibilityIdentifier("progress")

                Wave(strength: 20, frequency: 3)
                    .stroke(.teal, lineWidth: 4)
                    .frame(height: 80)
                    .accessibilityIdentifier("wave")

                HStack {
                    RoundedRectangle(cornerRadius: 12).fill(.green)
                    Capsule().strokeBorder(.purple, lineWidth: 4)
                    Ellipse().fill(.pink)
                }
                .frame(height: 60)
            }
            .padding()
        }
    }
}

#Preview {
    DrawingView()
}
