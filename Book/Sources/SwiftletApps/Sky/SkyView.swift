import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// Sky (book §2.4) with SkyNet's node panels (§2.6): the title and subtitle, three indicators with
/// bars, **Engage systems**, the alert "Message" at the end of a scan; a connectivity button in the
/// toolbar (when another node is connected) opening the list of connected nodes, the title animating
/// while the node collaborates, the scan's log (`sky-log`, live, newest last) and the log panel of
/// the local worker's statuses.
///
/// Engage is disabled, its label hidden under a spinner, while this session scans or the node
/// collaborates. The scan is a task this screen owns (`.task(id:)`): leaving the page cancels it.
public struct SkyView: View {
    @StateObject private var model: ScanModel
    @State private var run = 0
    @State private var frame = 0
    @State private var showsNodes = false

    /// The app over the process's `services`.
    public init(services: SkyServices) {
        _model = StateObject(wrappedValue: ScanModel(services: services))
    }

    /// The app driven by `model` (tests keep a reference to inspect it).
    public init(model: ScanModel) {
        _model = StateObject(wrappedValue: model)
    }

    public var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                // The plain title in the tick collaboration ends, before the animation's task restarts.
                Text(model.isCollaborating ? SkyTitle.frames[frame % SkyTitle.frames.count] : SkyTitle.frames[0])
                    .font(.largeTitle)
                    .bold()
                    // An animated title: read when reached, not announced (no live region).
                    .accessibilityIdentifier("sky-title")
                Text("Scanning deep space").font(.subheadline).accessibilityIdentifier("sky-subtitle")
                if showsNodes && model.isConnected {
                    ConnectedNodesList(names: model.connectedNodes)
                }
                Indicators(
                    scheduled: model.scheduled, countPerSecond: model.countPerSecond, completed: model.completed,
                    total: model.total)
                Button {
                    run += 1
                } label: {
                    Text("Engage systems")
                        .opacity(isBusy ? 0 : 1)
                        .overlay {
                            if isBusy {
                                ProgressView().accessibilityIdentifier("engage-spinner")
                            }
                        }
                }
                .buttonStyle(.borderedProminent)
                .disabled(isBusy)
                .accessibilityIdentifier("engage")
                ScanLogView(log: model.scanLog)
                StatusLog(statuses: model.statuses) { model.clearStatuses() }
            }
            .padding()
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    if model.isConnected {
                        Button("📡 \(model.connectedNodes.count)") { showsNodes.toggle() }
                            .accessibilityIdentifier("connectivity")
                    }
                }
            }
        }
        .task { await model.observeNode() }
        .task(id: run, priority: .medium) {
            guard run > 0 else { return }
            await model.runAllTasks()
        }
        .task(id: model.isCollaborating) { await animateTitle(model.isCollaborating) }
        .alert("Message", isPresented: Binding(get: { model.message != nil }, set: { if !$0 { model.message = nil } }))
        {
            Button("Close", role: .cancel) { model.message = nil }.accessibilityIdentifier("close-alert")
        } message: {
            Text(model.message ?? "").accessibilityIdentifier("result-message")
        }
    }

    /// Scanning, or working for another node or session: Engage is disabled under a spinner.
    private var isBusy: Bool { model.isScanning || model.isCollaborating }

    /// Cycles the title's frames every 0.33 s on the services' clock while `collaborating`; back to
    /// the plain title when it stops.
    private func animateTitle(_ collaborating: Bool) async {
        frame = 0
        guard collaborating else { return }
        let clock = model.services.clock
        while !Task.isCancelled {
            do {
                try await clock.sleep(for: SkyTitle.interval)
            } catch {
                return
            }
            frame = (frame + 1) % SkyTitle.frames.count
        }
    }
}

/// The title's animation while collaborating: five frames, 0.33 s each.
public enum SkyTitle {
    public static let frames = ["Sky", "Sky ✦", "Sky ✦✧", "Sky ✦✧✦", "Sky ✦✧✦✧"]
    public static let interval: Duration = .milliseconds(330)
}

/// The three indicators with their bars and the book's colours.
struct Indicators: View, Equatable {
    let scheduled: Int
    let countPerSecond: Double
    let completed: Int
    let total: Int

    var body: some View {
        // The counters change many times a second during a scan: read when reached, not announced
        // (no live region); the scan's result arrives as an alert.
        VStack(alignment: .leading, spacing: 8) {
            Text("\(scheduled) scheduled")
                .accessibilityIdentifier("scheduled-count")
            ProgressView(value: Double(scheduled), total: Double(max(total, 1)))
                .foregroundColor(SkyColors.level(scheduled))
                .accessibilityIdentifier("scheduled-bar")
            Text(String(format: "%.2f per sec.", countPerSecond))
                .accessibilityIdentifier("per-second")
            ProgressView(value: min(countPerSecond, 10), total: 10)
                .foregroundColor(SkyColors.level(Int(countPerSecond)))
                .accessibilityIdentifier("per-second-bar")
            Text("\(completed) tasks completed")
                .accessibilityIdentifier("completed-count")
            ProgressView(value: Double(completed), total: Double(max(total, 1)))
                .foregroundColor(.blue)
                .accessibilityIdentifier("completed-bar")
        }
    }
}

/// The book's indicator colours.
public enum SkyColors {
    /// Red below 5, yellow from 5 to 9, green from 10.
    @MainActor
    public static func level(_ value: Int) -> Color {
        switch value {
        case ..<5: .red
        case 5..<10: .yellow
        default: .green
        }
    }
}

/// The names of the connected nodes.
struct ConnectedNodesList: View, Equatable {
    let names: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Connected nodes").font(.headline)
            ForEach(names, id: \.self) { name in
                Text(name)
            }
        }
        .accessibilityIdentifier("connected-nodes")
    }
}

/// The log panel: the local worker's statuses (or `No Status`) and a clear button.
struct StatusLog: View {
    let statuses: [String]
    let clear: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Local tasks").font(.headline)
                Spacer()
                Button("Clear") { clear() }.accessibilityIdentifier("clear-log")
            }
            ScrollView {
                VStack(alignment: .leading, spacing: 2) {
                    if statuses.isEmpty {
                        Text("No Status")
                    } else {
                        ForEach(Array(statuses.enumerated()), id: \.offset) { _, status in
                            Text(status)
                        }
                    }
                }
                .accessibilityIdentifier("task-log")
            }
            .frame(maxHeight: 200)
        }
    }
}
