import Foundation
import Logging
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting

@_spi(SwiftletHost) @testable import SwiftletKit

/// Runs `body` against a real book server on 127.0.0.1 on a free port, then shuts it down.
/// Streams tick every 20 ms and full downloads are throttled to `bytesPerTick` per tick, so tests
/// do not wait on the book's one-second pace. The whole run fails with `TimeoutError` after `limit`.
@discardableResult
func withBookServer<T: Sendable>(
    bytesPerTick: Int = 400_000,
    limit: Duration = .seconds(60),
    _ body: @escaping @Sendable (RunningBookServer) async throws -> T
) async throws -> T {
    var logger = Logger(label: "swiftlet.kit-tests")
    logger.logLevel = .critical
    let configuration = BookServer.Configuration(
        host: "127.0.0.1", port: 0, streamInterval: .milliseconds(20), downloadBytesPerTick: bytesPerTick,
        preparesAssetsAtStart: false, recordsRequests: true, logger: logger)
    await TestAssets.ready.value
    return try await withTimeout(limit) {
        try await BookServer.withRunning(configuration) { running in try await body(running) }
    }
}

extension RunningBookServer {
    /// `baseURL` plus `path` and a raw key-less query.
    func url(_ path: String, query: String? = nil) -> URL {
        URL(string: baseURL.absoluteString + path + (query.map { "?" + $0 } ?? ""))!
    }
}

/// The generated images the tests download, rendered once per process before any test server starts.
///
/// Rendering the 2000×3000 JPEG blocks one thread of the cooperative pool for seconds; when a dozen
/// servers render it at once on two cores, every other test starves. The encoded bytes are also kept in
/// a directory shared by test runs, so later runs only read them back. The task lives as long as the
/// test process (it is awaited by every `withBookServer`).
enum TestAssets {
    static let ready = Task {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swiftlet-kit-test-assets")
        let assets: [BookAsset] = [.superStorageTIFF, .superStorageJPEG] + (1...5).map { .galleryPNG($0) }
        for asset in assets {
            _ = await AssetCache.shared.bytes(of: asset, cachingIn: directory)
        }
    }
}
