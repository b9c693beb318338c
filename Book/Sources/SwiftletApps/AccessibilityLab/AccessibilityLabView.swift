@_spi(SwiftletHost) import SwiftletUI

/// The page `Tests/Browser/test_accessibility.py` drives with the keyboard and reads as assistive
/// technology would: a hint, a drawn "button" made one by a trait, a heading, a sheet and an alert
/// whose openers get the focus back, and controls hidden from assistive technology (and the keyboard)
/// until the toggle shows them.
struct AccessibilityLabView: View {
    @State private var taps = 0
    @State private var showsSheet = false
    @State private var showsAlert = false
    @State private var volume = 3
    @State private var hidesExtras = true
    @State private var note = ""
    @State private var announcements = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Accessibility lab").font(.title).accessibilityAddTraits(.isHeader).accessibilityHeading(.h1)
                .accessibilityIdentifier("heading")
            Text("Taps: \(taps)").accessibilityIdentifier("taps")
            HStack {
                Image(systemName: "star.fill")
                Text("Tap me")
            }
            .padding(8)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Tap me")
            .accessibilityHint("Counts one more tap")
            .accessibilityAddTraits(.isButton)
            .onTapGesture { taps += 1 }
            .accessibilityIdentifier("tap-card")
            Text(String(repeating: "★", count: volume))
                .accessibilityLabel("Volume")
                .accessibilityValue("\(volume) of 5")
                .accessibilityAction { volume = volume % 5 + 1 }
                .accessibilityIdentifier("volume")
            Button("Count with ⌃K") { taps += 1 }.keyboardShortcut("k").accessibilityIdentifier("shortcut")
            Button("Open sheet") { showsSheet = true }.accessibilityIdentifier("open-sheet")
            Button("Show alert") { showsAlert = true }.accessibilityIdentifier("show-alert")
            // Hidden from assistive technology: out of the tab order too, while hidden.
            Toggle("Hide the extras", isOn: $hidesExtras).accessibilityIdentifier("hide-extras")
            Button("Extra") { taps += 1 }.accessibilityHidden(hidesExtras).accessibilityIdentifier("extra")
            HStack {
                Button("Inner") { taps += 1 }.accessibilityIdentifier("inner")
                TextField("Note", text: $note).accessibilityIdentifier("inner-field")
            }
            .accessibilityHidden(hidesExtras)
            .accessibilityIdentifier("extras-group")
            Button("Last") { taps += 1 }.accessibilityIdentifier("last")
            // Announcements: from an action, and from a task.
            Button("Announce") { AccessibilityNotification.Announcement("Saved \(taps)").post() }
                .accessibilityIdentifier("announce")
            Button("Announce from a task") { announcements += 1 }.accessibilityIdentifier("announce-task")
        }
        .task(id: announcements) {
            if announcements > 0 { AccessibilityNotification.Announcement("Task \(announcements)").post() }
        }
        .padding()
        .sheet(isPresented: $showsSheet) {
            VStack(spacing: 12) {
                Text("A sheet").font(.headline).accessibilityAddTraits(.isHeader)
                Button("Done") { showsSheet = false }.accessibilityIdentifier("sheet-done")
            }
            .padding()
        }
        .alert("Careful", isPresented: $showsAlert) {
            Button("Cancel", role: .cancel) {}.accessibilityIdentifier("alert-cancel")
            Button("Go on") {}.accessibilityIdentifier("alert-go")
        } message: {
            Text("This does nothing.")
        }
    }
}
