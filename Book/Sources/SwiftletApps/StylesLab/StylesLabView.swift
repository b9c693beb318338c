@_spi(SwiftletHost) import SwiftletUI

/// A test page (`/apps/styles`, only with `--test-apps`) for colour, styles and effects: a system
/// colour, a gradient and a material background, gradient text, a colour used as a view, a tinted
/// button, a view with rotation, scale, blur and shadow, and the colour scheme the page reports,
/// which a button can force to dark with `.preferredColorScheme(_:)`.
struct StylesLabView: View {
    @State private var forcesDark = false

    var body: some View {
        VStack(spacing: 12) {
            SchemeText()
            Text("System red").foregroundStyle(.red).accessibilityIdentifier("red")
            Text("Gradient")
                .padding()
                .background(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .accessibilityIdentifier("gradient")
            Text("Material")
                .padding()
                .background(.regularMaterial)
                .accessibilityIdentifier("material")
            Text("Gradient text")
                .font(.title)
                .foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
                .accessibilityIdentifier("gradient-text")
            Color.mint.accessibilityIdentifier("mint").frame(height: 20)
            Button("Tinted") {}.tint(.orange).accessibilityIdentifier("tinted")
            Button(forcesDark ? "Follow the system" : "Force dark") { forcesDark.toggle() }
            Text("Effects")
                .rotationEffect(.degrees(30), anchor: .topLeading)
                .scaleEffect(1.5)
                .blur(radius: 2)
                .shadow(color: .black, radius: 3, x: 1, y: 2)
                .accessibilityIdentifier("effects")
        }
        .padding()
        .preferredColorScheme(forcesDark ? .dark : nil)
    }
}

/// Reads only `\.colorScheme`: a scheme change re-evaluates this view alone.
private struct SchemeText: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Text(colorScheme == .dark ? "Scheme: dark" : "Scheme: light").accessibilityIdentifier("scheme")
    }
}
