import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// The download screen of one file: name and size (with a spinner while a download runs), the three
/// plan buttons until a download starts (one download per visit), a progress row per download, the
/// `Duration: Ns` timer while a download runs, the preview, and the Cancel All toolbar button.
///
/// The download runs in a `.task(id:priority:)` owned by this screen, at medium priority; Cancel All
/// changes the task's id, which cancels it (a Gold JPEG or TIFF then ends with its partial bytes), and going
/// back removes the screen, which cancels the download and the timer in the same tick and resets
/// the model. The duration timer is chapter 3's `Timer.publish(…).autoconnect().map { … }.values`,
/// consumed in a task of its own that Cancel All (and the download's end) cancels; it ticks on
/// `clock` (bound as `TimerClock.current`). The preview shows JPEG and PNG as they are and TIFF
/// converted to PNG, a partial one with the rows received so far (`PreviewImage`).
struct DownloadScreen: View {
    @ObservedObject var model: SuperStorageModel
    let file: ServerFile
    let clock: any Clock<Duration>
    let fail: @MainActor (String) -> Void

    @State private var run = DownloadRun()
    @State private var isDownloadActive = false
    @State private var duration = ""
    /// Bytes the browser can draw, once a download ends with some.
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
                Text("Duration: \(duration)")
                    // A running timer: read when reached, not announced (no live region).
                    .accessibilityIdentifier("download-duration")
            }
            Text("Preview").font(.headline)
            if let preview {
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
        .task(id: isDownloadActive) {
            let clock = clock
            await TimerClock.$current.withValue(clock) { await runTimer() }
        }
        .onDisappear { model.reset() }
    }

    private func start(_ tier: DownloadTier) {
        // A double click sends two taps before the buttons disappear: only the first starts a download.
        guard run.tier == nil, model.downloads.isEmpty else { return }
        preview = nil
        duration = "0s"
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
                let keepsPartialBytes = PreviewImage.keepsPartialBytes(ofFileNamed: file.name)
                data = try await DownloadContext.$supportsPartialDownloads.withValue(keepsPartialBytes) {
                    try await model.downloadWithProgress(file: file)
                }
            case .cloud9:
                data = try await model.multiDownloadWithProgress(file: file)
            }
            // Also after Cancel All: a Gold JPEG's or TIFF's partial bytes are the preview.
            preview = await PreviewImage.displayable(data)
            // Read once by a screen reader: the screen changes only a little when a download ends.
            if !run.isCancelled { AccessibilityNotification.Announcement("\(file.name) downloaded").post() }
        } catch is CancellationError {
        } catch {
            if !Task.isCancelled { fail("\(error)") }
        }
        isDownloadActive = false
    }

    /// Shows the whole seconds since the download started, as chapter 3 builds it: a Combine timer
    /// bridged into an async sequence with `.values`. Cancelling the task ends the `for await` loop,
    /// which cancels the subscription and with it the timer.
    private func runTimer() async {
        guard isDownloadActive else { return }
        duration = "0s"
        let start = Date().timeIntervalSince1970
        let timerSequence =
            Timer
            .publish(every: 1, tolerance: 1, on: .main, in: .common)
            .autoconnect()
            .map { date -> String in
                let duration = Int(date.timeIntervalSince1970 - start)
                return "\(duration)s"
            }
            .values
        for await duration in timerSequence {
            self.duration = duration
        }
    }
}

/// The download the screen runs; a new value restarts the screen's download task.
struct DownloadRun: Hashable {
    var tier: DownloadTier?
    var isCancelled = false
}
