import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// One finished child of the thumbnail task group.
public struct ThumbnailResult: Identifiable, Sendable, Equatable {
    public let id: String
    /// The bytes, or nil when the download failed.
    public let data: Data?
    /// Why it failed.
    public let failure: String?
}

/// The Task group tab's model: downloads the first 12 space photos' pictures concurrently with a task
/// group and publishes each as it finishes (completion order, not catalog order), under one of the
/// posts' two error policies (§2.14): fail fast (the first failure cancels the others and ends the run)
/// or collect failures (every child runs to the end; failures are listed with the successes).
@MainActor
public final class ThumbnailGroup: ObservableObject {
    /// How many thumbnails a run downloads.
    public static let count = 12

    /// The finished children, in completion order.
    @Published public private(set) var results: [ThumbnailResult] = []
    /// True while a run is in flight.
    @Published public private(set) var isRunning = false
    /// A line about the last run: finished, stopped by a failure, or failed to start.
    @Published public private(set) var status = ""

    let api: SpacePhotoAPI
    let loader: any ImageLoading

    /// Downloads from the book server at `server` through `loader`.
    public init(server: URL, loader: any ImageLoading) {
        api = SpacePhotoAPI(server: server)
        self.loader = loader
    }

    /// One run. With `breakOne`, the third download asks for a photo that does not exist (the server
    /// answers 404), so the two policies differ. Returns when every child has finished or been cancelled.
    public func run(failFast: Bool, breakOne: Bool) async {
        results = []
        isRunning = true
        status = "Downloading…"
        defer { isRunning = false }
        let targets: [(id: String, url: URL)]
        do {
            let photos = try await api.photos().prefix(Self.count)
            targets = photos.enumerated().map { index, photo in
                breakOne && index == 2 ? ("missing", api.imageURL(id: "missing")) : (photo.id, photo.imageURL)
            }
        } catch {
            status = "Could not load the catalog: \(error)"
            return
        }
        let loader = self.loader
        let outcome: String? = await withTaskGroup(of: ThumbnailResult.self) { group in
            for target in targets {
                group.addTask {
                    do {
                        let data = try await loader.fetch(target.url)
                        return ThumbnailResult(id: target.id, data: data, failure: nil)
                    } catch {
                        return ThumbnailResult(id: target.id, data: nil, failure: "\(error)")
                    }
                }
            }
            for await result in group {
                guard !Task.isCancelled else {
                    group.cancelAll()
                    return "Cancelled."
                }
                results.append(result)
                if failFast, result.failure != nil {
                    group.cancelAll()
                    return "Stopped: \(result.id) failed, the other downloads were cancelled."
                }
            }
            return nil
        }
        let failures = results.filter { $0.failure != nil }.count
        status = outcome ?? "Done: \(results.count - failures) downloaded, \(failures) failed."
    }
}

/// Starts a run, shows the results as they arrive, and switches between the two policies.
struct TaskGroupTab: View {
    @StateObject private var group: ThumbnailGroup
    @State private var failFast = true
    @State private var breakOne = true
    @State private var running: Task<Void, Never>?

    init(group: @autoclosure @escaping () -> ThumbnailGroup) {
        _group = StateObject(wrappedValue: group())
    }

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Fail fast (off: collect failures)", isOn: $failFast).accessibilityIdentifier("fail-fast")
            Toggle("Break one download", isOn: $breakOne).accessibilityIdentifier("break-one")
            Button("Download \(ThumbnailGroup.count) thumbnails") {
                running?.cancel()
                let group = group
                let failFast = failFast
                let breakOne = breakOne
                running = Task { await group.run(failFast: failFast, breakOne: breakOne) }
            }
            .disabled(group.isRunning)
            .accessibilityIdentifier("taskgroup-start")
            Text(group.status).accessibilityIdentifier("taskgroup-status")
            VStack(alignment: .leading) {
                ForEach(group.results) { result in
                    HStack {
                        if let data = result.data {
                            Image(data: data).resizable().frame(width: 40, height: 40)
                            Text("✓ \(result.id)")
                        } else {
                            Text("✗ \(result.id): \(result.failure ?? "")").foregroundColor(.red)
                        }
                    }
                    .accessibilityIdentifier("taskgroup-result-\(result.id)")
                }
            }
            .accessibilityIdentifier("taskgroup-results")
        }
        .padding()
        .onDisappear {
            running?.cancel()
            running = nil
        }
    }
}
