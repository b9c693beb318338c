@_spi(SwiftletHost) import SwiftletUI

/// The page `Tests/Browser/test_resume.py` drives: values kept per tab (`@SceneStorage`), per browser
/// (`@AppStorage`) and per session only (`@State`), so a reload shows which survive.
///
/// The stored counters come from the page, so any value an `Int` holds can arrive (`Int.max`
/// among them): they stop at the largest instead of overflowing.
struct SceneStorageLabView: View {
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("taps") private var taps = 0
    @SceneStorage("expanded") private var expanded = false
    @AppStorage("scene-lab-visits") private var visits = 0
    @State private var sessionTaps = 0

    var body: some View {
        VStack(spacing: 8) {
            TextField("Draft", text: $draft).accessibilityIdentifier("draft")
            Text("Draft: \(draft)").accessibilityIdentifier("draft-echo")
            Button("Tap") {
                taps = Self.incremented(taps)
                sessionTaps += 1
            }
            .accessibilityIdentifier("tap")
            Text("Scene taps: \(taps)").accessibilityIdentifier("scene-taps")
            Text("Session taps: \(sessionTaps)").accessibilityIdentifier("session-taps")
            Toggle("Expanded", isOn: $expanded).accessibilityIdentifier("expanded")
            Button("Visit") { visits = Self.incremented(visits) }.accessibilityIdentifier("visit")
            Text("Visits: \(visits)").accessibilityIdentifier("visits")
        }
        .padding()
    }

    /// `count` + 1, or `count` when that would overflow.
    static func incremented(_ count: Int) -> Int {
        count < .max ? count + 1 : count
    }
}
