import Foundation
import SwiftletKit
import SwiftletUI

/// The download screen of one file: name and size (with a spinner while a download runs), the three
/// plan buttons until a download starts (one download per visit), a progress row per download, the
/// `Duration: Ns` timer while a download runs, the preview, and the Cancel All toolbar button.
///
/// The download runs in a `.task(id:priority:)` owned by this screen, at medium priority; Cancel All
/// changes the task's id, which cancels it (a Gold JPEG then ends with its partial bytes), and going
/// back removes the screen, which cancels the download and the timer in the same tick and resets
/// the model.
struct DownloadScreen: View {
    @ObservedObject var model: SuperStorageModel
    let file: ServerFile
    let clock: any Clock<Duration>
    let fail: @MainActor (String) -> Void

    @State private var run = DownloadRun()
    @State private var isDownloadActive = false
    @State private var seconds = 0
    @State private var preview: Data?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(file.name).bold()
                if isDownloadActive {
                    ProgressView().accessibilityIdentifier("download-spinner")
                }
            }
            Text(MegabyteText.format(file.size))
            if model.downloads.isEmpty && run.tier == nil {
                HStack {
                    ForEach(DownloadTier.allCases, id: \.self) { tier in
                        Button(tier.title) { start(tier) }.accessibilityIdentifier("tier-\(tier.rawValue)")
                    }
                }
            }
            ForEach(model.downloads, id: \.id) { download in
                VStack(alignment: .leading, spacing: 4) {
                    Text(download.name)
                    ProgressView(value: download.progress).accessibilityIdentifier("progress-\(download.name)")
                }
            }
            if isDownloadActive {
                Text("Duration: \(seconds)s").accessibilityIdentifier("download-duration")
            }
            Text("Preview").font(.headline)
            if let preview, PreviewKind.of(preview) == .displayable {
                Image(data: preview).resizable().scaledToFit().accessibilityIdentifier("preview-image")
            } else {
                Text("No preview").accessibilityIdentifier("preview-none")
            }
        }
        .navigationTitle("Download")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Cancel All") { cancelAll() }
                    .disabled(!isDownloadActive)
                    .accessibilityIdentifier("cancel-all")
            }
        }
        .task(id: run, priority: .medium) { await download(run) }
        .task(id: isDownloadActive) { await runTimer() }
        .onDisappear { model.reset() }
    }

    private func start(_ tier: DownloadTier) {
        // A double click sends two taps before the buttons disappear: only the first starts a download.
        guard run.tier == nil, model.downloads.isEmpty else { return }
        preview = nil
        isDownloadActive = true
        run = DownloadRun(tier: tier)
    }

    private func cancelAll() {
        guard run.tier != nil, !run.isCancelled else { return }
        run.isCancelled = true
        isDownloadActive = false
    }

    private func download(_ run: DownloadRun) async {
        guard let tier = run.tier, !run.isCancelled else { return }
        do {
            let data: Data
            switch tier {
            case .silver:
                data = try await model.download(file: file)
            case .gold:
                data = try await DownloadContext.$supportsPartialDownloads.withValue(file.name.hasSuffix(".jpeg")) {
                    try await model.downloadWithProgress(file: file)
                }
            case .cloud9:
                data = try await model.multiDownloadWithProgress(file: file)
            }
            preview = data
        } catch is CancellationError {
        } catch {
            if !Task.isCancelled { fail("\(error)") }
        }
        isDownloadActive = false
    }

    /// Counts whole seconds on `clock` while a download runs; cancelled when it ends.
    private func runTimer() async {
        guard isDownloadActive else { return }
        seconds = 0
        while !Task.isCancelled {
            do {
                try await clock.sleep(for: .seconds(1))
            } catch {
                return
            }
            seconds += 1
        }
    }
}

/// The download the screen runs; a new value restarts the screen's download task.
struct DownloadRun: Hashable {
    var tier: DownloadTier?
    var isCancelled = false
}

/// Whether the browser can draw the bytes: JPEG (also a truncated one) and PNG can; TIFF and anything
/// else show "No preview" (the browser host serves bytes as they are and browsers do not draw TIFF).
enum PreviewKind: Equatable {
    case displayable, notDisplayable

    static func of(_ data: Data) -> PreviewKind {
        let head = [UInt8](data.prefix(8))
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .displayable }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .displayable }
        return .notDisplayable
    }
}
