@_spi(SwiftletHost) import SwiftletUI

/// The page `Tests/Browser/test_custom_styles.py` drives: a button with a style of your own that
/// grows while held, a toggle drawn as a check button, and a label with its icon after its title.
struct CustomStylesView: View {
    @State private var taps = 0
    @State private var done = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("taps \(taps)").accessibilityIdentifier("taps")
            Button("Grow") { taps += 1 }
                .buttonStyle(GrowingButtonStyle())
                .accessibilityIdentifier("grow")
            Toggle("Done", isOn: $done)
                .toggleStyle(CheckToggleStyle())
            Text("done \(done)").accessibilityIdentifier("done")
            Label("Ten minutes", systemImage: "clock")
                .labelStyle(TrailingIconLabelStyle())
            ProgressView("Elapsed", value: 1, total: 4)
                .progressViewStyle(TrackProgressViewStyle())
        }
        .padding()
    }
}

/// A blue capsule that grows while pressed.
private struct GrowingButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(.blue)
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 1.2 : 1)
            .accessibilityIdentifier(configuration.isPressed ? "grow-pressed" : "grow-released")
    }
}

/// A toggle drawn as a button with a check mark.
private struct CheckToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            }
        }
        .buttonStyle(.plain)
        .accessibilityIdentifier("check")
    }
}

/// The title, then the icon.
private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
        .accessibilityIdentifier("trailing")
    }
}

/// A standard bar on a rounded yellow track (as Scrumdinger's).
private struct TrackProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10)
                .fill(.yellow)
                .frame(height: 20)
            ProgressView(configuration)
                .frame(height: 12)
                .padding(.horizontal)
        }
        .accessibilityIdentifier("track")
    }
}
