import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// A test page (`/apps/native-choices`, only with `--test-apps`) of the choice and display controls
/// as native HTML: a menu picker, a segmented picker, a switch, a disclosure group, a menu, a link and
/// a timer text counting since the page opened.
struct NativeChoicesView: View {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate, strawberry
        var id: Self { self }
    }

    @State private var flavor = Flavor.vanilla
    @State private var tip = 10
    @State private var notify = false
    @State private var details = false
    @State private var log = ""
    @State private var opened = Date()

    var body: some View {
        Form {
            Section("Order") {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .accessibilityIdentifier("flavor")
                Text("Flavor: \(flavor.rawValue)").accessibilityIdentifier("flavor-value")
                Picker("Tip", selection: $tip) {
                    ForEach([0, 10, 15, 20], id: \.self) { Text("\($0)%") }
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("tip")
                Text("Tip: \(tip)").accessibilityIdentifier("tip-value")
            }
            Section {
                Toggle("Notify me", isOn: $notify).accessibilityIdentifier("notify")
                Text(notify ? "Notifying" : "Silent").accessibilityIdentifier("notify-value")
                DisclosureGroup("Details", isExpanded: $details) {
                    Text("Made fresh daily").accessibilityIdentifier("details-body")
                }
                .accessibilityIdentifier("details")
                Menu("Actions") {
                    Button("Copy") { log += "copy " }
                    Button("Clear", role: .destructive) { log = "" }
                }
                .accessibilityIdentifier("actions")
                Text("Log: \(log)").accessibilityIdentifier("log")
                Link("Swift", destination: URL(string: "https://www.swift.org")!).accessibilityIdentifier("swift-link")
                Text(opened, style: .timer).accessibilityIdentifier("open-for")
            } header: {
                Text("More")
            } footer: {
                Text("Test page")
            }
        }
    }
}
