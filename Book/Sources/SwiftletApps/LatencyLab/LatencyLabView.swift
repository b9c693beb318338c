@_spi(SwiftletHost) import SwiftletUI

/// A test page (`/apps/latency`, only with `--test-apps`) of controls whose answers the browser shows
/// before the server confirms them (`Tests/Browser/test_latency.py`, `Benchmarks/web/added_latency.py`):
/// a counting button, a button that changes nothing, a navigation link, a text field, a switch, a switch the app never lets change,
/// a segmented picker, a menu picker and a slider, each with a text showing the server's value.
struct LatencyLabView: View {
    enum Size: String, CaseIterable, Identifiable {
        case small, medium, large
        var id: Self { self }
    }

    @State private var count = 0
    @State private var name = ""
    @State private var wifi = false
    @State private var size = Size.small
    @State private var speed = Size.small
    @State private var volume = 0.0

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                Button("Count") { count += 1 }.accessibilityIdentifier("count-button")
                Text("Count: \(count)").accessibilityIdentifier("count")
                Button("Nothing") {}.accessibilityIdentifier("nothing-button")
                NavigationLink("Details") { Text("Details of \(count)").accessibilityIdentifier("details") }
                    .accessibilityIdentifier("details-link")
                TextField("Name", text: $name).accessibilityIdentifier("name")
                Text("Hello, \(name)").accessibilityIdentifier("greeting")
                Toggle("Wi-Fi", isOn: $wifi).accessibilityIdentifier("wifi")
                Text(wifi ? "Wi-Fi on" : "Wi-Fi off").accessibilityIdentifier("wifi-value")
                Toggle("Locked", isOn: .constant(false)).accessibilityIdentifier("locked")
                Picker("Size", selection: $size) {
                    ForEach(Size.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("size")
                Text("Size: \(size.rawValue)").accessibilityIdentifier("size-value")
                Picker("Speed", selection: $speed) {
                    ForEach(Size.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .accessibilityIdentifier("speed")
                Text("Speed: \(speed.rawValue)").accessibilityIdentifier("speed-value")
                Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }.accessibilityIdentifier("volume")
                Text("Volume: \(Int(volume))").accessibilityIdentifier("volume-value")
            }
            .navigationTitle("Latency")
        }
    }
}
