import Clocks
import Foundation
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
@_spi(SwiftletHost) import SwiftletKit
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
import Testing

/// The model against the real book server on a free port (no view).
@Suite(.timeLimit(.minutes(4))) struct BlabberServerTests {
    @Test func theModelChatsSaysAndCountsDownAgainstTheServer() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(BlabberTesting.configuration(clock: clock)) { server in
            // A bound against a hang, not a timing: each wait below has its own 60 s, and in a full
            // run beside 500 other tests the whole sequence took 30-60 s (it needs about a second
            // alone), so a 60 s bound for all of it failed on a loaded machine.
            try await withTimeout(.seconds(180)) { @MainActor in
                let model = BlabberModel(server: server.baseURL)
                model.username = "vera"
                model.sleep = { _ in await Task.yield() }
                let (chat, outcome) = ChatOutcome.start(model)
                @MainActor func wait(for text: String) async throws {
                    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
                    while !model.messages.contains(where: { $0.message == text }) {
                        if ContinuousClock.now >= deadline {
                            // Whether the server holds the room's stream tells a request that never
                            // started from lines that never reached the model.
                            let streams = await server.liveStreamCount
                            let seen = model.messages.map(\.message)
                            let ended = outcome.error.map { "the chat ended with \($0)" } ?? "the chat still runs"
                            Issue.record(
                                "No message \"\(text)\" after 60 s; the model has \(seen), the server \(streams) live streams, \(ended)"
                            )
                            throw TimeoutError(duration: .seconds(60))
                        }
                        // Gently: each advance runs a tick of the room's stream on the server.
                        await clock.advance(by: .milliseconds(250))
                        try await Task.sleep(for: .milliseconds(20))
                    }
                }
                try await wait(for: "vera connected")
                #expect(model.messages.first?.message == "1 active users")
                #expect(model.messages.first?.user == nil)
                try await model.say("hello server")
                try await wait(for: "hello server")
                try await model.countdown(to: "Now")
                try await wait(for: "🎉 Now")
                let texts = model.messages.map(\.message)
                let countdown = texts.filter { ["3...", "2...", "1...", "🎉 Now"].contains($0) }
                #expect(countdown == ["3...", "2...", "1...", "🎉 Now"])
                #expect(model.messages.last(where: { $0.message == "hello server" })?.user == "vera")

                chat.cancel()
                await #expect(throws: CancellationError.self) { try await chat.value }
                #expect(model.messages.isEmpty)
                while await server.liveStreamCount > 0 {
                    await clock.advance(by: .seconds(1))
                    try await Task.sleep(for: .milliseconds(20))
                }
            }
        }
    }
}
