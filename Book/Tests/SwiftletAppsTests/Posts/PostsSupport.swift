import Clocks
import Foundation
import Logging
@_spi(SwiftletHost) import SwiftletKit
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@testable import SwiftletServer

/// Shared pieces of the Space Photos and Techniques tests.
enum Posts {
    static func configuration(dataDirectory: URL? = nil) -> BookServer.Configuration {
        var logger = Logger(label: "swiftlet.apps.tests")
        logger.logLevel = .warning
        return BookServer.Configuration(
            port: 0, dataDirectory: dataDirectory, clock: ImmediateClock(), preparesAssetsAtStart: false,
            recordsRequests: true,
            logger: logger)
    }

    /// True once something sleeps on `clock`.
    static func hasSleeper(_ clock: TestClock<Duration>) async -> Bool {
        (try? await clock.checkSuspension()) == nil
    }

    /// Polls `condition` (yielding a few milliseconds between tries) until it holds; throws
    /// `TimeoutError` after `limit`.
    static func waitFor(
        _ limit: Duration = .seconds(60), isolation: isolated (any Actor)? = #isolation,
        _ condition: () async -> Bool
    ) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while !(await condition()) {
            if clock.now >= deadline { throw TimeoutError(duration: limit) }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Advances `clock` by `duration` once something sleeps on it.
    static func advanceOnceAsleep(_ clock: TestClock<Duration>, by duration: Duration = .seconds(1)) async throws {
        try await waitFor { await hasSleeper(clock) }
        await clock.advance(by: duration)
    }
}

/// An image loader that downloads from the real server, but only once the test releases each URL (by
/// its query, the photo id): the test decides the order in which a task group's children complete.
/// A cancelled child stops waiting at once.
actor DownloadGate {
    private var waiting: [String: CheckedContinuation<Void, any Error>] = [:]
    private var released: Set<String> = []

    /// The ids waiting to be released.
    var waitingIDs: Set<String> { Set(waiting.keys) }

    func wait(_ id: String) async throws {
        if released.contains(id) { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiting[id] = continuation
                }
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    func release(_ id: String) {
        released.insert(id)
        waiting.removeValue(forKey: id)?.resume()
    }

    private func cancel(_ id: String) {
        waiting.removeValue(forKey: id)?.resume(throwing: CancellationError())
    }
}

struct GatedLoader: ImageLoading {
    let gate: DownloadGate
    let client = WebClient()

    func fetch(_ url: URL) async throws -> Data {
        try await gate.wait(url.query ?? "")
        return try await client.data(for: .get(url))
    }
}

@MainActor
extension HeadlessHost {
    /// The identifiers of the visible nodes whose identifier starts with `prefix`, in tree order.
    func identifiers(withPrefix prefix: String) -> [String] {
        graph.tree.visibleNodes.compactMap { node in
            node.attributes[.identifier].flatMap { $0.hasPrefix(prefix) ? $0 : nil }
        }
    }

    /// The text of the visible node with `identifier`.
    func text(_ identifier: String) -> String? {
        node(identifier)?.text
    }
}
