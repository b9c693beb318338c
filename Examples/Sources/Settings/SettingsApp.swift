import SwiftUI

@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsView()
        }
    }
}

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct SettingsView: View {
    @State private var username = ""
    @State private var password = ""
    @State private var bio = ""
    @State private var notifications = true
    @State private var sounds = false
    @State private var theme = Theme.system
    @State private var fontSize = 14.0
    @State private var reminderCount = 3
    @State private var birthday = Date(timeIntervalSince1970: 946_684_800)
    @State private var showAdvanced = false
    @State private var confirmReset = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Username", text: $username)
                        .textContentType(.username)
                        .autocorrectionDisabled()
                        .textInputAutocapitalization(.never)
                        .accessibilityIdentifier("username")
                    SecureField("Password", text: $password)
                        .accessibilityIdentifier("password")
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                        .accessibilityIdentifier("birthday")
                } header: {
                    Text("Account")
                } footer: {
                    Text("Your username is visible to everyone.")
                }

                Section("About you") {
                    TextEditor(text: $bio)
                        .frame(minHeight: 80)
                        .accessibilityIdentifier("bio")
                    Text("\(bio.count) characters")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .accessibilityIdentifier("bioCount")
                }

                Section("Notifications") {
                    Toggle("Allow notifications", isOn: $notifications)
                        .accessibilityIdentifier("notifications")
                    Toggle("Play sounds", isOn: $sounds)
                        .disabled(!notifications)
                        .accessibilityIdentifier("sounds")
                    Stepper("Reminders: \(reminderCount)", value: $reminderCount, in: 0...10)
                        .accessibilityIdentifier("reminders")
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.rawValue.capitalized)
                        }
                    }
                    .accessibilityIdentifier("theme")
                    Slider(value: $fontSize, in: 10...30, step: 1) {
                        Text("Font size")
                    } minimumValueLabel: {
                        Text("A").font(.caption)
                    } maximumValueLabel: {
                        Text("A").font(.title)
                    }
                    .accessibilityIdentifier("fontSize")
                    LabeledContent("Font size", value: "\(Int(fontSize)) pt")
                        .accessibilityIdentifier("fontSizeValue")
                }

                Section {
                    DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                        Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
                        Button("Reset all settings", role: .destructive) {
                            confirmReset = true
                        }
                        .accessibilityIdentifier("reset")
                    }
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Reset all settings?", isPresented: $confirmReset, titleVisibility: .visible) {
                Button("Reset", role: .destructive, action: reset)
                    .accessibilityIdentifier("confirmReset")
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    private func reset() {
        username = ""
        password = ""
        bio = ""
        notifications = true
        sounds = false
        theme = .system
        fontSize = 14
        reminderCount = 3
    }
}

#Preview {
    SettingsView()
}
