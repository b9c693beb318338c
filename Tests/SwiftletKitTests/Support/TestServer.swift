import Foundation
import Logging
import SwiftletServer
import SwiftletTesting

@testable import SwiftletKit

/// Runs `body` against a real book server on 127.0.0.1 on a free port, then shuts it down.
/// Streams tick every 20 ms and full downloads are throttled to `bytesPerTick` per tick, so tests
/// do not wait on the book's one-second pace. The whole run fails with `TimeoutError` after `limit`.
func withBookServer<T: Sendable>(
    bytesPerTick: Int = 400_000,
    limit: Duration = .seconds(60),
    _ body: @escaping @Sendable (RunningBookServer) async throws -> T
) async throws -> T {
    var logger = Logger(label: "swiftlet.kit-tests")
    logger.logLevel = .critical
    let configuration = BookServer.Configuration(
        host: "127.0.0.1", port: 0, streamInterval: .milliseconds(20), downloadBytesPerTick: bytesPerTick,
        preparesAssetsAtStart: false, logger: logger)
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
