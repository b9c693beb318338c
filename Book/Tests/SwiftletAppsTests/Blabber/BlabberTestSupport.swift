import Clocks
import Foundation
import Logging
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI

/// Shared pieces of the Blabber tests that run the app against a real book server.
@MainActor
enum BlabberTesting {
    static func configuration(clock: any Clock<Duration>) -> BookServer.Configuration {
        var logger = Logger(label: "swiftlet.apps.tests.blabber")
        logger.logLevel = .warning
        return BookServer.Configuration(
            port: 0, clock: clock, preparesAssetsAtStart: false, recordsRequests: true, logger: logger)
    }

    /// The texts of the visible message rows (`message-text-<n>`), in order.
    static func messageTexts<Root: View>(_ host: HeadlessHost<Root>) -> [String] {
        host.graph.tree.visibleNodes.compactMap { node in
            guard let identifier = node.attributes[.identifier], identifier.hasPrefix("message-text-") else {
                return nil
            }
            return node.label
        }
    }

    /// The first visible node with accessibility identifier `identifier`.
    static func node<Root: View>(_ identifier: String, in host: HeadlessHost<Root>) -> RenderNode? {
        host.graph.tree.visibleNodes.first { $0.attributes[.identifier] == identifier }
    }

    /// Settles the host while advancing the server's test clock (which paces the room stream) until
    /// `condition` holds; throws `TimeoutError` after `limit` real time.
    static func waitUntil<Root: View>(
        _ host: HeadlessHost<Root>, clock: TestClock<Duration>, limit: Duration = .seconds(60),
        _ condition: () async -> Bool
    ) async throws {
        let deadline = ContinuousClock.now.advanced(by: limit)
        while true {
            await host.settle()
            if await condition() { return }
            if ContinuousClock.now >= deadline { throw TimeoutError(duration: limit) }
            await clock.advance(by: .milliseconds(250))
            // Real time for the socket round trips between the server and the client.
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// A location source for tests: a fixed authorisation and a fixed answer.
@MainActor
final class FakeLocation: LocationProviding {
    var authorization: LocationAuthorization
    let answer: Result<LocationFix, LocationError>
    private(set) var requests = 0

    init(authorization: LocationAuthorization, answer: Result<LocationFix, LocationError>) {
        self.authorization = authorization
        self.answer = answer
    }

    func requestAuthorization() async -> LocationAuthorization { authorization }

    func currentLocation() async throws -> LocationFix {
        requests += 1
        await Task.yield()
        return try answer.get()
    }
}

/// How a model's chat ended: `error` is set when `chat()` threw (tests report it in their messages).
@MainActor final class ChatOutcome {
    var error: (any Error)?

    /// Starts `model.chat()` in a task whose error this outcome records.
    static func start(_ model: BlabberModel) -> (chat: Task<Void, any Error>, outcome: ChatOutcome) {
        let outcome = ChatOutcome()
        let chat = Task {
            do {
                try await model.chat()
            } catch {
                outcome.error = error
                throw error
            }
        }
        return (chat, outcome)
    }
}
