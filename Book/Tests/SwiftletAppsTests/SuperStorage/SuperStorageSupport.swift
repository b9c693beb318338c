import BookTestSupport
import Clocks
import Foundation
import Logging
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
@_spi(SwiftletHost) import SwiftletKit
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

/// Shared steps of the SuperStorage tests: a real book server on a free port whose throttle runs on
/// a test clock, and helpers to drive the app in the headless host.
enum SuperStorageHarness {
    static let jpeg = "graphics-project-ver-1.jpeg"
    static let tiff = "graphics-project-ver-1.tiff"

    /// Runs `body` against a real server on a free port whose files are rendered first, with a long
    /// deadline: rendering the 2000×3000 JPEG is a one-time, process-wide cost that a debug build on a
    /// loaded machine can stretch past a test's own time limit. The warm-up request is not logged.
    static func withServer<T>(
        clock: any Clock<Duration>, _ body: (RunningBookServer) async throws -> T
    ) async throws -> T {
        try await BookServer.withRunning(configuration(clock: clock)) { server in
            try await renderFiles(server)
            return try await body(server)
        }
    }

    /// Asks for the file list once, so the server renders its files (seconds of CPU in a debug build
    /// on a loaded machine) before a test's time limit starts; then clears the request log, since
    /// the tests count their own requests.
    static func renderFiles(_ server: RunningBookServer) async throws {
        let list = server.baseURL.appending(path: "files/list")
        _ = try await WebClient().data(for: WebRequest(url: list, timeout: .seconds(300)))
        await server.requestLog.reset()
    }

    static func configuration(clock: any Clock<Duration>) -> BookServer.Configuration {
        var logger = Logger(label: "swiftlet.apps.tests")
        logger.logLevel = .critical
        return BookServer.Configuration(
            port: 0, clock: clock, preparesAssetsAtStart: false, recordsRequests: true, logger: logger)
    }

    /// The bytes the server serves for `name`, fetched with one unthrottled ranged request.
    static func serverBytes(_ name: String, server: URL) async throws -> Data {
        let files = try await FilesClient(server: server).files()
        let file = try #require(files.first { $0.name == name })
        var components = URLComponents(url: server.appending(path: "files/download"), resolvingAgainstBaseURL: false)!
        components.percentEncodedQuery = name
        return try await WebClient().rangedData(components.url!, range: 0...(file.size - 1))
    }

}

@MainActor
extension HeadlessHost {
    /// The visible node carrying the accessibility identifier `identifier`.
    func node(_ identifier: String) -> RenderNode? {
        graph.tree.visibleNodes.first { $0.attributes[.identifier] == identifier }
    }

    /// Taps the visible node with accessibility identifier `identifier`, then settles.
    func tap(identifier: String) async throws {
        let target = try #require(node(identifier), "no node \(identifier)")
        try await send(.tap(target.id))
    }

    /// The bytes behind the preview image, if one is shown.
    var previewBytes: Data? {
        node("preview-image")?.attributes[.blob].flatMap { graph.imageData.data(forKey: $0) }
    }

    /// Opens the download screen of `name` from the list (waiting for the list first).
    func openDownload(_ name: String) async throws {
        try await waitUntil { node("file-\(name)") != nil }
        try await tap(identifier: "file-\(name)")
        try await waitUntil { node("tier-gold") != nil }
    }

    /// Settles until `condition` holds, advancing the server's clock by a second whenever something
    /// sleeps on it (the throttled download waits for its next slice). While nothing sleeps it waits
    /// a millisecond between checks instead of spinning on the main actor, which would take a core
    /// from the server it waits for.
    func drive(_ serverClock: TestClock<Duration>, until condition: () -> Bool) async throws {
        try await serverClock.drive(by: .seconds(1), settling: { await self.settle() }, until: condition)
    }
}

/// Holds `/files/list` and `/files/status` until both have been asked for: a load that sends them
/// one after the other never completes.
actor RequestGate {
    private var arrived: Set<String> = []
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func arrive(_ path: String) async {
        guard path == "/files/list" || path == "/files/status" else { return }
        arrived.insert(path)
        if arrived.count == 2 {
            for continuation in waiting { continuation.resume() }
            waiting.removeAll()
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}
