import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// SuperStorage (book §2.2, chapters 2–3 and both challenges): the server's files, and for each a
/// download screen with three plans (Silver, Gold, Cloud 9), live progress, Cancel All, a partial or
/// full preview and a duration timer.
///
/// The app loads `/files/list` and `/files/status` at once (`async let`) when it appears, only while
/// the list is empty. Selecting a row pushes the download screen. Errors show in the "Error" alert.
public struct SuperStorageView: View {
    @StateObject private var model: SuperStorageModel
    @State private var files: [ServerFile] = []
    @State private var status = ""
    @State private var errorMessage: String?
    private let clock: any Clock<Duration>

    /// The app against the book server at `server`; the duration timer runs on `clock`.
    public init(server: URL, clock: any Clock<Duration> = ContinuousClock()) {
        self.init(model: SuperStorageModel(server: server), clock: clock)
    }

    /// The app with its model (tests inject one whose requests they observe).
    public init(model: @autoclosure @escaping () -> SuperStorageModel, clock: any Clock<Duration> = ContinuousClock()) {
        _model = StateObject(wrappedValue: model())
        self.clock = clock
    }

    public var body: some View {
        NavigationStack {
            FileListScreen(files: files, status: status)
                // The download screen is pushed by value, so its URL (`/apps/superstorage/FileRoute:NAME`)
                // opens it again after a reload or in a new tab, once the list has loaded.
                .navigationDestination(for: FileRoute.self) { route in
                    if let file = files.first(where: { $0.name == route.name }) {
                        DownloadScreen(model: model, file: file, clock: clock, fail: { errorMessage = $0 })
                    } else if files.isEmpty {
                        ProgressView("Loading files")
                    } else {
                        Text("No file named \(route.name)").accessibilityIdentifier("file-missing")
                    }
                }
        }
        // On the stack, not on the list: a download screen restored from a URL covers the list,
        // whose own tasks would then not run, and it needs the list too.
        .task {
            guard files.isEmpty else { return }
            do {
                async let list = model.availableFiles()
                async let text = model.status()
                let (loaded, loadedStatus) = try await (list, text)
                files = loaded
                status = loadedStatus
            } catch is CancellationError {
            } catch {
                errorMessage = "\(error)"
            }
        }
        .alert("Error", isPresented: Binding(get: { errorMessage != nil }, set: { if !$0 { errorMessage = nil } })) {
            Button("Close") {}.accessibilityIdentifier("close-alert")
        } message: {
            Text(errorMessage ?? "").accessibilityIdentifier("error-message")
        }
    }
}

/// The list screen: a loading indicator until the files arrive, one row per file (name, size in MB,
/// date) that pushes its download screen, and the server's status as the footer.
struct FileListScreen: View {
    let files: [ServerFile]
    let status: String

    private static var dates: DateFormatter {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        return formatter
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if files.isEmpty {
                ProgressView("Loading files")
            } else {
                let dates = Self.dates
                List(files, id: \.name) { file in
                    NavigationLink(value: FileRoute(name: file.name)) {
                        HStack {
                            Text(file.name)
                            Spacer()
                            Text(MegabyteText.format(file.size))
                            Text(dates.string(from: file.date)).font(.caption)
                        }
                    }
                    .accessibilityIdentifier("file-\(file.name)")
                }
            }
            Text(status).font(.footnote).accessibilityIdentifier("files-status")
        }
        .navigationTitle("SuperStorage")
    }
}
